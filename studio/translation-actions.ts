/**
 * What an editor can do with a translated document, around the translation plugin's known
 * traps (docs/studio.md, "Two languages"):
 * - the create menus offer each type in a language ("Project (English)", "Project (Arabic)"),
 *   the plugin's templates retitled in the Studio's one language, never the default one that
 *   makes a document with no language (nor a bare translation set);
 * - Duplicate is the plugin's "Duplicate with translations", which copies the document with
 *   its translations and a set joining the copies, where the core one copied the document
 *   alone, outside any set;
 * - "Delete translation..." beside Delete takes a document out of its set and then deletes
 *   it, for sets written before the references were weak.
 * Singletons keep their own few actions (singletons.ts).
 */
import {
  useDeleteTranslationAction,
  useDuplicateWithTranslationsAction,
} from "@sanity/document-internationalization";
import type { PluginCallbackArgs } from "@sanity/document-internationalization";
import type { DocumentActionComponent, Template } from "sanity";
import { DEFAULT_LOCALE, LOCALES } from "../src/i18n/locales.ts";
import { sharedValues } from "../src/lib/content/original-values.ts";
import { STORED_SHARED_FIELDS } from "../src/lib/content/documents/index.ts";
import { isTranslationLanguage } from "./schema-types/document-language.ts";
import { TRANSLATED_TYPES } from "./schema-types/index.ts";
import { languageName } from "./schema-types/list-preview.ts";
import { isSingletonType } from "./singletons.ts";

const translatedDocuments = (type: string) => TRANSLATED_TYPES.includes(type) && !isSingletonType(type);

// The plugin types its actions' `action` key as any string, the Studio as one of its own keys.
const duplicateWithTranslations = useDuplicateWithTranslationsAction as DocumentActionComponent;
const deleteTranslation = useDeleteTranslationAction as DocumentActionComponent;

export function translationActions(
  actions: DocumentActionComponent[],
  type: string,
): DocumentActionComponent[] {
  if (!translatedDocuments(type)) return actions;
  return [
    ...actions.map((action) => (action.action === "duplicate" ? duplicateWithTranslations : action)),
    deleteTranslation,
  ];
}

/** The translation plugin's own documents, which its Translations menu writes, never an editor. */
const METADATA_TYPE = "translation.metadata";

/**
 * Whether the create menus offer a template: none for a singleton or a translation set, and
 * none that makes a translated document without a language (the type's default template, whose
 * id is the type's).
 */
export const creatableTemplate = ({ id, schemaType }: Pick<Template, "id" | "schemaType">): boolean =>
  !isSingletonType(schemaType) &&
  schemaType !== METADATA_TYPE &&
  !(TRANSLATED_TYPES.includes(schemaType) && id === schemaType);

/**
 * A template titled in one language: the plugin names a translated type's templates by the
 * language's own name first ("العربية Client logos"); the Studio's menus read "Client logos
 * (Arabic)". `typeTitle` is the schema type's title.
 */
export function templateInOneLanguage<T extends Pick<Template, "id" | "schemaType" | "title">>(
  template: T,
  typeTitle: string,
): T {
  const locale = LOCALES.find(({ code }) => template.id === `${template.schemaType}-${code}`);
  return locale === undefined
    ? template
    : { ...template, title: `${typeTitle} (${languageName(locale.code)})` };
}

/**
 * The facts the languages share that a new original takes from the document it was made from:
 * those a document written in another language first holds, once its English version is
 * added through the Translations menu (which copies no shared field by itself). Undefined for
 * any other new translation, or where there is nothing to carry.
 */
export function factsForNewOriginal(
  source: { readonly _type: string } & Readonly<Record<string, unknown>>,
  sourceLanguage: string,
  newLanguage: string,
): Record<string, unknown> | undefined {
  if (newLanguage !== DEFAULT_LOCALE.code || !isTranslationLanguage(sourceLanguage)) return undefined;
  // By path (`homeStatistics[_key=="k"].value`): the new document's items are the source's copies, keys and all.
  const facts = sharedValues(source, STORED_SHARED_FIELDS.get(source._type) ?? []);
  return facts.length === 0 ? undefined : Object.fromEntries(facts.map(({ path, value }) => [path, value]));
}

/**
 * The Translations menu's step after it creates a translation: a new original (the English
 * version of a document written in Arabic first) takes the shared facts typed on that document,
 * in its draft, so publishing it keeps them on both languages' pages. The Arabic document's
 * own copies stay until then (its page shows them while it has no published original); once the
 * original is published they agree with it, and `content:migrate -- clear-shared-copies`
 * clears them.
 */
export async function carryFactsToNewOriginal({
  client,
  sourceDocument,
  newDocument,
  sourceLanguageId,
  destinationLanguageId,
}: PluginCallbackArgs): Promise<void> {
  const facts = factsForNewOriginal(sourceDocument, sourceLanguageId, destinationLanguageId);
  if (facts !== undefined) await client.patch(newDocument._id).set(facts).commit();
}
