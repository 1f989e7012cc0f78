/**
 * The categories documents are filed under: the values the Studio stores and the site's URLs
 * are made from, so they never change with a language. What a visitor reads for each is the
 * dictionary's label for it (src/i18n/).
 */

/**
 * A list's filters: the "show everything" default, then each category. Marked pure where it
 * is called, so the islands that import this module and not the lists leave them out.
 */
function filters<D extends string, C extends readonly string[]>(
  everything: D,
  categories: C,
): readonly [D, ...C] {
  return [everything, ...categories];
}

export const ALL_PROJECTS = "All Projects";
/** The categories an editor files a project under, in the order of the projects list's bar. */
export const PROJECT_CATEGORY_OPTIONS = [
  "Hospitality",
  "Residential",
  "Commercial",
  "Cultural",
  "Government & Royal",
  "Industrial",
  "Airport",
  "Educational",
  "Sports & Recreational",
  "Infrastructure & Urban",
  "Specialized & Security",
  "Charitable & Community",
  "Religious & Heritage",
] as const;
/** The projects list's filters: every project first, then each category. */
export const PROJECT_CATEGORIES = /* @__PURE__ */ filters(ALL_PROJECTS, PROJECT_CATEGORY_OPTIONS);
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export const ALL_CAREER_CATEGORIES = "All Categories";
/** The categories an editor files a position under, in the order of the careers chips. */
export const CAREER_CATEGORY_OPTIONS = [
  "Business",
  "Customer Service",
  "Finance",
  "Human Resources",
  "Sales & Marketing",
  "Engineering",
  "Technology & IT",
  "Legal & Compliance",
  "Other",
] as const;
/** The careers chips: every position first, then each category. */
export const CAREER_CATEGORIES = /* @__PURE__ */ filters(ALL_CAREER_CATEGORIES, CAREER_CATEGORY_OPTIONS);
export type CareerCategory = (typeof CAREER_CATEGORIES)[number];

/**
 * A project's status, filed as a category is: the value documents store, the same in every
 * language; what a visitor reads for each is the dictionary's (`project.facts.statuses`).
 */
export const PROJECT_STATUSES = ["completed", "underConstruction"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
