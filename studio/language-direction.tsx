/**
 * A document's text fields run in its language's direction: an Arabic document's titles and
 * descriptions are typed right to left, as they read on the site. Addresses, e-mails and
 * dates keep left to right whatever the language.
 */
import { useFormValue, type InputProps } from "sanity";
import { LOCALES } from "../src/i18n/locales.ts";
import { LANGUAGE_FIELD } from "./schema-types/index.ts";
import { ADDRESS_FIELDS } from "./schema-types/team.ts";

/** The schema types whose text is written in the document's language. */
const TEXT_TYPES = new Set(["string", "text"]);
const ADDRESSES = new Set<unknown>(ADDRESS_FIELDS);

export function LanguageDirectionInput(props: InputProps) {
  const language = useFormValue([LANGUAGE_FIELD]);
  const dir = LOCALES.find((locale) => locale.code === language)?.dir;
  const words = TEXT_TYPES.has(props.schemaType.name) && !ADDRESSES.has(props.path.at(-1));
  if (dir !== "rtl" || !words) return props.renderDefault(props);
  return (
    <div dir={dir} lang={String(language)}>
      {props.renderDefault(props)}
    </div>
  );
}
