/**
 * A field the languages share (its content type's `sharedFields`,
 * schema-types/typed-on-original.ts), as a translation's form shows it: the original's
 * published value, read-only, and a link to the original, where it is typed. Kept current:
 * an edit published on the original shows here at once. On an original, and on a document
 * written only in its language, the field as it is. A plugin of the form's inputs, as a
 * schema that `content:validate` loads in Node cannot name a component.
 */
import { Stack, Text } from "@sanity/ui";
import { useEffect, useState } from "react";
import { definePlugin, useDocumentStore, useFormValue, type InputProps } from "sanity";
import { IntentLink } from "sanity/router";
import { catchError, finalize, map, of, shareReplay, type Observable } from "rxjs";
import { DEFAULT_LOCALE } from "../src/i18n/locales.ts";
import { STORED_SHARED_FIELDS } from "../src/lib/content/types/index.ts";
import { STUDIO_API_VERSION } from "./project.ts";
import { isTranslationLanguage, LANGUAGE_FIELD, ORIGINAL_QUERY } from "./schema-types/document-language.ts";
import { languageName } from "./schema-types/list-preview.ts";

type Original = { readonly _id: string; readonly _type: string } & Readonly<Record<string, unknown>>;

type DocumentStore = ReturnType<typeof useDocumentStore>;

/** One listener per document open, however many of its fields show the original. */
const originals = new WeakMap<DocumentStore, Map<string, Observable<Original | null>>>();

function watchOriginal(documentStore: DocumentStore, id: string, type: string): Observable<Original | null> {
  const open = originals.get(documentStore) ?? new Map<string, Observable<Original | null>>();
  originals.set(documentStore, open);
  let original = open.get(id);
  if (original === undefined) {
    original = documentStore
      .listenQuery(
        // Fetched again whenever a document of its type or a translation set changes.
        { fetch: ORIGINAL_QUERY, listen: `*[_type == $type || _type == "translation.metadata"]` },
        { id, type },
        { apiVersion: STUDIO_API_VERSION, perspective: "published" },
      )
      .pipe(
        map((result: Original | null) => result ?? null),
        catchError(() => of(null)),
        finalize(() => open.delete(id)),
        shareReplay({ bufferSize: 1, refCount: true }),
      );
    open.set(id, original);
  }
  return original;
}

/** The document's published original, kept current; undefined while it loads, null without one. */
function useOriginal(id: string, type: string): Original | null | undefined {
  const documentStore = useDocumentStore();
  const [original, setOriginal] = useState<Original | null>();
  useEffect(() => {
    const subscription = watchOriginal(documentStore, id, type).subscribe(setOriginal);
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

function OriginalValueInput(props: InputProps) {
  const language = useFormValue([LANGUAGE_FIELD]);
  const id = useFormValue(["_id"]);
  const type = useFormValue(["_type"]);
  const [field, ...deeper] = props.path;
  const shared =
    deeper.length === 0 &&
    typeof type === "string" &&
    typeof field === "string" &&
    STORED_SHARED_FIELDS.get(type)?.includes(field) === true;
  if (!shared || !isTranslationLanguage(language) || typeof id !== "string") {
    return props.renderDefault(props);
  }
  return <OriginalValue {...props} documentId={id} documentType={type} />;
}

export const originalValueInputs = definePlugin({
  name: "original-value-inputs",
  form: { components: { input: OriginalValueInput } },
});
