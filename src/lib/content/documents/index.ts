/**
 * Every content type the site reads, one module each (docs/architecture.md, "Content types").
 * A module holds its type's query, schema, preparation and the props its components take;
 * its `place` says where the site shows it and the Studio's desk lists it. The build, the
 * Studio (its schema index, desk, singletons and preview locations), `content:validate`, the
 * sample data, the webhook filter and the tests take the list from here.
 */
import type { ContentPlace } from "#src/lib/content/content-type.ts";
import { aboutUs } from "./about-us.ts";
import { careers } from "./careers.ts";
import { classifications } from "./classifications.ts";
import { clientLogos } from "./clients.ts";
import { companyRegistration } from "./company-registration.ts";
import { landingProjects } from "./landing-page-projects.ts";
import { mainClassification } from "./main-classification.ts";
import { accessibilityStatement, privacyNotice } from "./notices.ts";
import { projects } from "./our-projects.ts";
import { safetyRecord } from "./safety-record.ts";
import { services } from "./our-services.ts";
import { siteSettings } from "./site-settings.ts";
import { team } from "./team.ts";

export const CONTENT_TYPES = {
  siteSettings,
  aboutUs,
  services,
  landingProjects,
  clientLogos,
  projects,
  mainClassification,
  classifications,
  safetyRecord,
  companyRegistration,
  careers,
  team,
  privacyNotice,
  accessibilityStatement,
} as const satisfies Record<string, { readonly place: ContentPlace }>;

/** The Sanity document type of each content type the site shows (`ourProjects`, `team`...). */
export type ShownDocumentType = (typeof CONTENT_TYPES)[keyof typeof CONTENT_TYPES]["documentType"];

/**
 * Each type's fields the languages share (`sharedFields`, original-values.ts) that its
 * documents store, by document type: the ones an editor types, a translation leaves out and
 * the Studio shows read-only. Sanity's own (`_createdAt`) every document has.
 */
export const STORED_SHARED_FIELDS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.values(CONTENT_TYPES).map((type): [string, readonly string[]] => [
    type.documentType,
    ("sharedFields" in type ? (type.sharedFields ?? []) : []).filter((field) => !field.startsWith("_")),
  ]),
);
