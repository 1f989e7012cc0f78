/**
 * The Studio: the site's content types, grouped as the site's pages, with the site's
 * rules as validation. Project and dataset are the site's (see project.ts); `sanity.cli.ts`
 * hands them to the browser build.
 */
import { documentInternationalization } from "@sanity/document-internationalization";
import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { COMPANY_NAME } from "../src/config/company.ts";
import { LOCALES } from "../src/i18n/locales.ts";
import { openPreviewAction, previewPresentation } from "./presentation.ts";
import { studioProject } from "./sanity-project.ts";
import { LanguageDirectionInput } from "./language-direction.tsx";
import { latitudeAndLongitude } from "./latitude-and-longitude.tsx";
import { liveStatus } from "./live-status.ts";
import { CONTENT_TYPES } from "../src/lib/content/documents/index.ts";
import { LANGUAGE_FIELD, schemaTypes, TRANSLATED_TYPES } from "./schema-types/index.ts";
import { isSingletonType, singletonActions } from "./singletons.ts";
import {
  carryFactsToNewOriginal,
  creatableTemplate,
  templateInOneLanguage,
  translationActions,
} from "./translation-actions.ts";
import { originalValueInputs } from "./original-value-input.tsx";
import { structure } from "./structure.ts";

// Spelled out in full: the browser build replaces exactly these expressions (sanity.cli.ts).
const { projectId, dataset, apiHost, previewUrl, staticPreview, siteUrl } = studioProject({
  PUBLIC_SANITY_PROJECT_ID: process.env.PUBLIC_SANITY_PROJECT_ID,
  PUBLIC_SANITY_DATASET: process.env.PUBLIC_SANITY_DATASET,
  SANITY_API_HOST: process.env.SANITY_API_HOST,
  SANITY_STUDIO_PREVIEW_URL: process.env.SANITY_STUDIO_PREVIEW_URL,
  SANITY_STUDIO_STATIC_PREVIEW: process.env.SANITY_STUDIO_STATIC_PREVIEW,
  PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL,
});
const LiveStatus = liveStatus(siteUrl);
/** The document types the site shows: each has a live status. */
const SHOWN_TYPES = new Set<string>(Object.values(CONTENT_TYPES).map((type) => type.documentType));
const preview = previewUrl === undefined ? undefined : { url: previewUrl, static: staticPreview };

export default defineConfig({
  name: "default",
  title: COMPANY_NAME,
  projectId,
  dataset,
  // The workspace's own API host: its sign-in, its clients and the SDK provider around the
  // Studio all read it. Set under auth alone, it left the SDK asking {project}.api.sanity.io
  // for the signed-in editor.
  ...(apiHost === undefined ? {} : { apiHost }),
  plugins: [
    structureTool({ structure }),
    // Each document's language badge and its Translations menu: a translation is a document of
    // its own, joined to the others by a translation.metadata document (docs/studio.md).
    documentInternationalization({
      supportedLanguages: LOCALES.map((locale) => ({ id: locale.code, title: locale.name })),
      schemaTypes: [...TRANSLATED_TYPES],
      languageField: LANGUAGE_FIELD,
      // A translation set's references do not hold its documents: deleting or unpublishing a
      // translation works, and the site reads a set that names a missing document as without it.
      weakReferences: true,
      // The English version of a document written in Arabic first takes its shared facts.
      callback: carryFactsToNewOriginal,
      // The sets that join translations are the plugin's own, not a result an editor searches for.
      metadataOmnisearchVisibility: false,
    }),
    // A field the languages share shows its original's value on a translation.
    originalValueInputs(),
    latitudeAndLongitude(),
    ...(preview === undefined ? [] : [previewPresentation(preview)]),
  ],
  schema: {
    types: schemaTypes,
    templates: (templates) =>
      templates
        .filter(creatableTemplate)
        .map((template) =>
          templateInOneLanguage(
            template,
            schemaTypes.find(({ name }) => name === template.schemaType)?.title ?? template.schemaType,
          ),
        ),
  },
  // An Arabic document's text fields are written right to left.
  form: { components: { input: LanguageDirectionInput } },
  document: {
    actions: (actions, { schemaType }) => [
      ...translationActions(singletonActions(actions, schemaType), schemaType),
      ...(preview === undefined ? [] : [openPreviewAction(preview)]),
    ],
    newDocumentOptions: (options) => options.filter(({ templateId }) => !isSingletonType(templateId)),
    // Whether each published document is on the site yet (live-status.ts).
    badges: (badges, { schemaType }) => (SHOWN_TYPES.has(schemaType) ? [...badges, LiveStatus] : badges),
  },
});
