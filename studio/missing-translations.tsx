/**
 * The desk's "Not yet in Arabic": every English document that has no Arabic translation, by
 * type, each a link to open it and translate it. The Arabic site shows these in English
 * meanwhile (docs/studio.md, "Two languages").
 */
import { Box, Card, Spinner, Stack, Text } from "@sanity/ui";
import { useEffect, useState } from "react";
import { useClient, useSchema } from "sanity";
import { IntentLink } from "sanity/router";
import type { Locale } from "../src/i18n/locales.ts";
import { STUDIO_API_VERSION } from "./sanity-project.ts";
import { languageName } from "./schema-types/list-preview.ts";
import {
  untranslated,
  untranslatedParams,
  UNTRANSLATED_QUERY,
  type TranslationStatus,
  type Untranslated,
} from "./translation-status.ts";

export function MissingTranslations({ locale }: { readonly locale: Locale }) {
  const client = useClient({ apiVersion: STUDIO_API_VERSION });
  const schema = useSchema();
  const [documents, setDocuments] = useState<readonly Untranslated[]>();
  useEffect(() => {
    let current = true;
    client.fetch<TranslationStatus>(UNTRANSLATED_QUERY, untranslatedParams(locale.code)).then(
      (status) => current && setDocuments(untranslated(status)),
      () => current && setDocuments([]),
    );
    return () => {
      current = false;
    };
  }, [client, locale.code]);

  if (documents === undefined) {
    return (
      <Box padding={4}>
        <Spinner />
      </Box>
    );
  }
  return (
    <Stack padding={3} gap={2}>
      <Box padding={2}>
        <Text size={1} muted>
          {documents.length === 0
            ? `Everything is in ${languageName(locale.code)}.`
            : `${documents.length} shown in English on the ${languageName(locale.code)} site until translated: open one and choose "${locale.name}" in its Translations menu.`}
        </Text>
      </Box>
      {documents.map((document) => (
        <IntentLink
          key={document._id}
          intent="edit"
          params={{ id: document._id, type: document._type }}
          style={{ color: "inherit", textDecoration: "none" }}
        >
          <Card padding={3} radius={2}>
            <Stack gap={2}>
              <Text weight="semibold">{document.title ?? document._id}</Text>
              <Text size={1} muted>
                {schema.get(document._type)?.title ?? document._type}
              </Text>
            </Stack>
          </Card>
        </IntentLink>
      ))}
    </Stack>
  );
}
