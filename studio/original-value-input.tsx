/**
 * A field the languages share (its content type's `sharedFields`,
 * schema-types/typed-on-original.ts), as a translation's form shows it: the original's
 * published value, read-only, and a link to the original, where it is typed. Kept current:
 * an edit published on the original shows here at once. On an original, and on a document
 * written only in its language, the field as it is. A plugin of the form's inputs, as a
 * schema that `content:validate` loads in Node cannot name a component.
 */
import { Stack, Text } from "@sanity/ui";
import { definePlugin, useFormValue, type InputProps } from "sanity";
import { IntentLink } from "sanity/router";
import { DEFAULT_LOCALE } from "../src/i18n/locales.ts";
import { STORED_SHARED_FIELDS } from "../src/lib/content/types/index.ts";
import { useOriginal } from "./original-document.ts";
import { isTranslationLanguage, LANGUAGE_FIELD } from "./schema-types/document-language.ts";
import { languageName } from "./schema-types/list-preview.ts";

function OriginalValue(props: InputProps & { readonly documentId: string; readonly documentType: string }) {
  const { documentId, documentType, ...input } = props;
  const original = useOriginal(documentId, documentType);
  if (original === null) return input.renderDefault(input);
  const field = String(input.path.at(-1));
  const value = original?.[field];
  // The original has none, but this translation does: its page shows it (the site reads a
  // translation's own copy where the original has none), so the form never hides it.
  if (original !== undefined && value === undefined && input.value !== undefined) {
    return (
      <Stack gap={3}>
        {input.renderDefault(input)}
        <Text size={1} muted>
          None on the{" "}
          <IntentLink intent="edit" params={{ id: original._id, type: original._type }}>
            {languageName(DEFAULT_LOCALE.code)} version
          </IntentLink>{" "}
          yet: this language&apos;s page shows this one. Type it there to share it with every language.
        </Text>
      </Stack>
    );
  }
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
