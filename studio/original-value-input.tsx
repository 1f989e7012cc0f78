/**
 * A field the languages share (its content type's `sharedFields`,
 * schema-types/language-shared-fields.ts), as a translation's form shows it: the original's
 * published value, read-only, and a link to the original, where it is typed. Kept current:
 * an edit published on the original shows here at once. On an original, and on a document
 * written only in its language, the field as it is. A plugin of the form's inputs, as a
 * schema that `content:validate` loads in Node cannot name a component.
 */
import { Stack, Text } from "@sanity/ui";
import { useEffect, useState } from "react";
import { definePlugin, useDocumentStore, useFormValue, type InputProps } from "sanity";
import { IntentLink } from "sanity/router";
import { DEFAULT_LOCALE } from "../src/i18n/locales.ts";
import { CONTENT_TYPES } from "../src/lib/content/types/index.ts";
import { STUDIO_API_VERSION } from "./project.ts";
import { isTranslationLanguage, LANGUAGE_FIELD, ORIGINAL_QUERY } from "./schema-types/language.ts";
import { languageName } from "./schema-types/list-preview.ts";

type Original = { readonly _id: string; readonly _type: string } & Readonly<Record<string, unknown>>;

/** The document's published original, kept current; undefined while it loads, null without one. */
function useOriginal(id: string, type: string): Original | null | undefined {
  const documentStore = useDocumentStore();
  const [original, setOriginal] = useState<Original | null>();
  useEffect(() => {
    const subscription = documentStore
      .listenQuery(
        // Fetched again whenever a document of its type or a translation set changes.
        { fetch: ORIGINAL_QUERY, listen: `*[_type == $type || _type == "translation.metadata"]` },
        { id, type },
        { apiVersion: STUDIO_API_VERSION, perspective: "published" },
      )
      .subscribe({
        next: (result: Original | null) => setOriginal(result ?? null),
        error: () => setOriginal(null),
      });
    return () => subscription.unsubscribe();
  }, [documentStore, id, type]);
  return original;
}

function OriginalValue(props: InputProps & { readonly documentId: string; readonly documentType: string }) {
  const { documentId, documentType, ...input } = props;
  const original = useOriginal(documentId, documentType);
  if (original === null) return input.renderDefault(input);
  const field = String(input.path.at(-1));
  const value = original?.[field];
  const elementProps = "elementProps" in input ? (input.elementProps as object) : {};
  const shown = {
    ...input,
    readOnly: true,
    value,
    elementProps: { ...elementProps, readOnly: true, value: value === undefined ? "" : String(value) },
  } as InputProps;
  return (
    <Stack gap={3}>
      {input.renderDefault(shown)}
      {original !== undefined && (
        <Text size={1} muted>
          {value === undefined ? "None yet on the " : "As published on the "}
          <IntentLink intent="edit" params={{ id: original._id, type: original._type }}>
            {languageName(DEFAULT_LOCALE.code)} version
          </IntentLink>
          , where it is typed for every language.
        </Text>
      )}
    </Stack>
  );
}

/** Each document type's shared fields, by name. */
const SHARED_FIELDS = new Map<string, readonly string[]>(
  Object.values(CONTENT_TYPES).map((type) => [type.documentType, type.sharedFields ?? []]),
);

function SharedFieldInput(props: InputProps) {
  const language = useFormValue([LANGUAGE_FIELD]);
  const id = useFormValue(["_id"]);
  const type = useFormValue(["_type"]);
  const [field, ...deeper] = props.path;
  const shared =
    deeper.length === 0 &&
    typeof type === "string" &&
    typeof field === "string" &&
    SHARED_FIELDS.get(type)?.includes(field) === true;
  if (!shared || !isTranslationLanguage(language) || typeof id !== "string") {
    return props.renderDefault(props);
  }
  return <OriginalValue {...props} documentId={id} documentType={type} />;
}

export const sharedFieldInputs = definePlugin({
  name: "shared-field-inputs",
  form: { components: { input: SharedFieldInput } },
});
