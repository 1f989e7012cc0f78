/**
 * The Studio's desk, grouped as the site's pages are: Home, Projects, Classifications,
 * Careers, Team, each with the lists of the content types it shows (their `place`,
 * src/lib/content/documents/). Lists are sorted as the site sorts them.
 */
import { CaseIcon } from "@sanity/icons/Case";
import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { HomeIcon } from "@sanity/icons/Home";
import { ProjectsIcon } from "@sanity/icons/Projects";
import { StarIcon } from "@sanity/icons/Star";
import { TranslateIcon } from "@sanity/icons/Translate";
import { UsersIcon } from "@sanity/icons/Users";
import { createElement, type ComponentType } from "react";
import type { DocumentDefinition } from "sanity";
import type {
  ListItemBuilder,
  StructureBuilder,
  StructureResolver,
  StructureResolverContext,
} from "sanity/structure";
import {
  ALL_CAREER_CATEGORIES,
  ALL_PROJECTS,
  CAREER_CATEGORY_OPTIONS,
  PROJECT_CATEGORY_OPTIONS,
} from "../src/config/categories.ts";
import { en } from "../src/i18n/en.ts";
import { DEFAULT_LOCALE, LOCALES } from "../src/i18n/locales.ts";
import type { ProjectStatus } from "../src/config/categories.ts";
import { MissingTranslations } from "./missing-translations.tsx";
import type { SitePage } from "../src/config/navigation.ts";
import { CONTENT_TYPES } from "../src/lib/content/documents/index.ts";
import { STUDIO_API_VERSION } from "./sanity-project.ts";
import { schemaTypes, TRANSLATED_TYPES } from "./schema-types/index.ts";
import { originalOf, translationOf } from "./schema-types/document-language.ts";
import { languageName } from "./schema-types/list-preview.ts";

type ShownContentType = (typeof CONTENT_TYPES)[keyof typeof CONTENT_TYPES];

/** The Studio's types by name, for their orderings. */
const STUDIO_TYPES = new Map<string, DocumentDefinition>(schemaTypes.map((type) => [type.name, type]));

/**
 * A type's list on the desk: its one document for a singleton, else all its documents, in
 * its type's first ordering (the site's order) where it has one. A translated singleton (the
 * site settings, About Us) is one entry per language, each opening its document directly:
 * the default language's at its id, another's found through its translation set, or, before
 * it exists, a new one in that language at `{id}-{language}` (the site reads a settings
 * document of a language with or without a set).
 */
function typeItems(
  S: StructureBuilder,
  context: StructureResolverContext,
  { documentType, place }: ShownContentType,
): ListItemBuilder[] {
  if (!("singletonId" in place)) {
    const [siteOrder] = STUDIO_TYPES.get(documentType)?.orderings ?? [];
    const list = S.documentTypeList(documentType).title(place.list).apiVersion(STUDIO_API_VERSION);
    return [
      S.documentTypeListItem(documentType)
        .title(place.list)
        .child(siteOrder === undefined ? list : list.defaultOrdering(siteOrder.by)),
    ];
  }
  const { singletonId } = place;
  const single = (id: string, title: string) =>
    S.document().schemaType(documentType).documentId(id).title(title);
  if (!TRANSLATED_TYPES.includes(documentType)) {
    return [
      S.listItem()
        .id(documentType)
        .title(place.list)
        .schemaType(documentType)
        .child(single(singletonId, place.list)),
    ];
  }
  return LOCALES.map((locale) => {
    const title = `${place.list} (${languageName(locale.code)})`;
    const item = S.listItem().id(`${documentType}-${locale.code}`).title(title).schemaType(documentType);
    if (locale === DEFAULT_LOCALE) return item.child(single(singletonId, title));
    return item.child(async () => {
      const found = await context
        .getClient({ apiVersion: STUDIO_API_VERSION })
        .fetch<string | null>(`${translationOf("$id", locale.code)}._ref`, { id: singletonId });
      return found === null
        ? single(`${singletonId}-${locale.code}`, title).initialValueTemplate(
            `${documentType}-${locale.code}`,
          )
        : single(found, title);
    });
  });
}

/**
 * A structure node id for a title: the Studio puts ids in its URLs and accepts only letters,
 * digits, `-` and `_` ("Charitable & Community" becomes "charitable-community").
 */
function nodeId(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** One list per category, and one for documents in none of them (shown only under "All ..."). */
function byCategory(
  S: StructureBuilder,
  type: "ourProjects" | "careers",
  categories: readonly string[],
  allLabel: string,
) {
  return S.listItem()
    .id(`${type}-by-category`)
    .title("By category")
    .child(
      S.list()
        .title("By category")
        .items([
          ...categories.map((category) =>
            S.listItem()
              .id(`${type}-${nodeId(category)}`)
              .title(category)
              .child(
                S.documentList()
                  .title(category)
                  .schemaType(type)
                  .apiVersion(STUDIO_API_VERSION)
                  .filter("_type == $type && category == $category")
                  .params({ type, category }),
              ),
          ),
          S.divider(),
          S.listItem()
            .id(`${type}-no-category`)
            .title(`Only under "${allLabel}"`)
            .child(
              S.documentList()
                .title(`Only under "${allLabel}"`)
                .schemaType(type)
                .apiVersion(STUDIO_API_VERSION)
                .filter("_type == $type && !(category in $categories)")
                .params({ type, categories }),
            ),
        ]),
    );
}

/**
 * The desk's groups: a page of the site each, in the order the content team works through
 * them, with its title and icon. A page with one type is that type's list, not a group.
 */
const DESK_PAGES = {
  home: { title: "Home", icon: HomeIcon },
  projects: { title: "Projects", icon: ProjectsIcon },
  // The company's credentials: the classification, the ISO certificates, the safety record, the registration.
  classifications: { title: "Credentials", icon: StarIcon },
  careers: { title: "Careers", icon: CaseIcon },
  team: { title: "Team", icon: UsersIcon },
  notices: { title: "Notices", icon: DocumentTextIcon },
} as const satisfies Record<SitePage, { title: string; icon: ComponentType }>;

const PROFILE_PROJECTS_TITLE = "Projects in the company profile";

/** More ways into a type's documents, after its list: by category, by status, in the profile. */
function moreLists(S: StructureBuilder, documentType: string): ListItemBuilder[] {
  switch (documentType) {
    case "ourProjects":
      return [
        byCategory(S, "ourProjects", PROJECT_CATEGORY_OPTIONS, ALL_PROJECTS),
        S.listItem()
          .id("ourProjects-under-construction")
          .title(en.project.facts.statuses.underConstruction)
          .child(
            S.documentList()
              .title(en.project.facts.statuses.underConstruction)
              .schemaType("ourProjects")
              .apiVersion(STUDIO_API_VERSION)
              // A translation's status is its original's: a field the languages share.
              .filter(`_type == $type && coalesce(status, (${originalOf("^._id")}).status) == $status`)
              .params({ type: "ourProjects", status: "underConstruction" satisfies ProjectStatus }),
          ),
      ];
    case "careers":
      return [byCategory(S, "careers", CAREER_CATEGORY_OPTIONS, ALL_CAREER_CATEGORIES)];
    // Beside the certificates: which projects the company profile (PDF) lists, marked by an
    // editor; with none marked in a language, it lists the most recent completed ones.
    case "classifications":
      return [
        S.listItem()
          .id("ourProjects-in-profile")
          .title(PROFILE_PROJECTS_TITLE)
          .schemaType("ourProjects")
          .child(
            S.documentList()
              .title(PROFILE_PROJECTS_TITLE)
              .schemaType("ourProjects")
              .apiVersion(STUDIO_API_VERSION)
              .filter("_type == $type && inProfile == true")
              .params({ type: "ourProjects" })
              .defaultOrdering([{ field: "year", direction: "desc", nulls: "last" }]),
          ),
      ];
    default:
      return [];
  }
}

/** Each page's group of lists: every content type the page shows (CONTENT_TYPES), in the list's order. */
function pageItem(S: StructureBuilder, context: StructureResolverContext, key: SitePage) {
  const { title, icon } = DESK_PAGES[key];
  const types = Object.values(CONTENT_TYPES).filter((type) => type.place.page === key);
  const items = types.flatMap((type) => [...typeItems(S, context, type), ...moreLists(S, type.documentType)]);
  const [only] = items;
  if (items.length === 1 && only !== undefined) return only.icon(icon);
  return S.listItem().id(nodeId(title)).title(title).icon(icon).child(S.list().title(title).items(items));
}

export const structure: StructureResolver = (S, context) =>
  S.list()
    .title("Content")
    .items([
      ...(Object.keys(DESK_PAGES) as SitePage[]).map((key) => pageItem(S, context, key)),
      S.divider(),
      // One list per language but the default: what its site still shows in English.
      ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) =>
        S.listItem()
          .id(`not-yet-in-${locale.code}`)
          .title(`Not yet in ${languageName(locale.code)}`)
          .icon(TranslateIcon)
          .child(
            S.component(() => createElement(MissingTranslations, { locale }))
              .id(`not-yet-in-${locale.code}`)
              .title(`Not yet in ${languageName(locale.code)}`),
          ),
      ),
    ]);
