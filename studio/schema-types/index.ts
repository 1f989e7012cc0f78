/** The document types the site reads, named and shaped as its queries read them. */
import type { DocumentDefinition } from "sanity";
import {
  CONTENT_TYPES,
  STORED_SHARED_FIELDS,
  type ShownDocumentType,
} from "../../src/lib/content/documents/index.ts";
import { aboutUs } from "./about-us.ts";
import { careers } from "./careers.ts";
import { classifications } from "./classifications.ts";
import { clients } from "./clients.ts";
import { languageField } from "./document-language.ts";
import { typedOnOriginal } from "./typed-on-original.ts";
import { readablePreview, withLanguageMark, type ListPreviewConfig } from "./list-preview.ts";
import { companyRegistration } from "./company-registration.ts";
import { landingPageProjects } from "./landing-page-projects.ts";
import { mainClassification } from "./main-classification.ts";
import { accessibilityStatement, privacyNotice } from "./notices.ts";
import { ourProjects } from "./our-projects.ts";
import { ourServices } from "./our-services.ts";
import { safetyRecord } from "./safety-record.ts";
import { siteSettings } from "./site-settings.ts";
import { team } from "./team.ts";

export { LANGUAGE_FIELD } from "./document-language.ts";

/**
 * Every document type is written once per language, each translation a document of its own,
 * and its lists say which language each entry is in.
 */
const inEachLanguage = <T extends DocumentDefinition>(type: T, sharedFields: readonly string[] = []): T => {
  const shared = typedOnOriginal(type, sharedFields);
  return {
    ...shared,
    fields: [languageField, ...shared.fields],
    preview: withLanguageMark(type.preview as ListPreviewConfig | undefined),
  };
};

/**
 * The Studio's type of each content type the site shows (src/lib/content/documents/index.ts): one
 * for each, and no other, or the type checker says which; in the site's list's order.
 */
const STUDIO_TYPES = {
  siteSettings,
  aboutUs,
  ourServices,
  landingPageProjects,
  clients,
  ourProjects,
  mainClassification,
  classifications,
  safetyRecord,
  companyRegistration,
  careers,
  team,
  privacyNotice,
  accessibilityStatement,
} as const satisfies Record<ShownDocumentType, DocumentDefinition>;

/** Every list entry reads as words, whatever its document holds (readablePreview). */
const readable = <T extends DocumentDefinition>(type: T): T => ({
  ...type,
  preview: readablePreview((type.preview ?? { select: { title: "title" } }) as ListPreviewConfig),
});

export const schemaTypes = Object.values(CONTENT_TYPES).map((type) =>
  readable(
    "sharedByLanguages" in type
      ? STUDIO_TYPES[type.documentType]
      : inEachLanguage(STUDIO_TYPES[type.documentType], STORED_SHARED_FIELDS.get(type.documentType)),
  ),
);

/** The types written once per language, each translation a document of its own. */
export const TRANSLATED_TYPES: readonly string[] = Object.values(CONTENT_TYPES)
  .filter((type) => !("sharedByLanguages" in type))
  .map((type) => type.documentType);
