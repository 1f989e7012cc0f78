/**
 * Run once, when the site gains its languages: marks every document written before then
 * (one without a language) as English, the language it is in, so the Studio's Translations
 * menu can translate it. The site already reads such a document as English, so nothing on the
 * site changes. `npm run content:migrate -- set-document-language` shows what it would change; add `--no-dry-run`
 * to change it (docs/studio.md, "Two languages").
 */
import { at, defineMigration, setIfMissing } from "sanity/migrate";
import { DEFAULT_LOCALE } from "../../../src/i18n/locales.ts";
import { LANGUAGE_FIELD, schemaTypes } from "../../schema-types/index.ts";

export default defineMigration({
  title: "Mark every document without a language as English",
  documentTypes: schemaTypes.map((type) => type.name),
  filter: `!defined(${LANGUAGE_FIELD})`,
  migrate: {
    document: () => at(LANGUAGE_FIELD, setIfMissing(DEFAULT_LOCALE.code)),
  },
});
