/**
 * A document's text fields run in its language's direction: an Arabic document's titles and
 * descriptions are typed right to left, as they read on the site. Addresses, e-mails and
 * dates keep left to right whatever the language.
 */
import { useFormValue, type InputProps } from "sanity";
import { LOCALES } from "../src/i18n/locales.ts";
import { LANGUAGE_FIELD } from "./schema-types/index.ts";

/** The schema types whose text is written in the document's language. */
const TEXT_TYPES = new Set(["string", "text"]);

export function LanguageDirectionInput(props: InputProps) {
  const language = useFormValue([LANGUAGE_FIELD]);
  const dir = LOCALES.find((locale) => locale.code === language)?.dir;
  if (dir !== "rtl" || !TEXT_TYPES.has(props.schemaType.name)) return props.renderDefault(props);
  return (
    <div dir={dir} lang={String(language)}>
      {props.renderDefault(props)}
    </div>
  );
}
