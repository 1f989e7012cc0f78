/**
 * The Studio's desk, grouped as the site's pages are: Home, Projects, Classifications,
 * Careers, Team. Lists are sorted as the site sorts them.
 */
import { CaseIcon } from "@sanity/icons/Case";
import { HomeIcon } from "@sanity/icons/Home";
import { ProjectsIcon } from "@sanity/icons/Projects";
import { StarIcon } from "@sanity/icons/Star";
import { TranslateIcon } from "@sanity/icons/Translate";
import { UsersIcon } from "@sanity/icons/Users";
import { createElement, type ComponentType } from "react";
import type { ListItemBuilder, StructureBuilder, StructureResolver } from "sanity/structure";
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
import { SINGLETON_IDS, type SingletonType } from "./singletons.ts";
import { STUDIO_API_VERSION } from "./project.ts";

function singleton(S: StructureBuilder, type: SingletonType, title: string) {
  return S.listItem()
    .id(type)
    .title(title)
    .schemaType(type)
    .child(S.document().schemaType(type).documentId(SINGLETON_IDS[type]).title(title));
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

/** A top-level group of the desk: one page of the site. */
function group(S: StructureBuilder, title: string, icon: ComponentType, items: ListItemBuilder[]) {
  return S.listItem().id(nodeId(title)).title(title).icon(icon).child(S.list().title(title).items(items));
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

export const structure: StructureResolver = (S) =>
  S.list()
    .title("Content")
    .items([
      group(S, "Home", HomeIcon, [
        singleton(S, "aboutUs", "About Us"),
        S.documentTypeListItem("ourServices").title("Our Services"),
        S.documentTypeListItem("landingPageProjects").title("Some Of Our Projects"),
        S.documentTypeListItem("clients").title("Our Clients"),
      ]),
      group(S, "Projects", ProjectsIcon, [
        S.documentTypeListItem("ourProjects").title("All projects"),
        byCategory(S, "ourProjects", PROJECT_CATEGORY_OPTIONS, ALL_PROJECTS),
        S.listItem()
          .id("ourProjects-under-construction")
          .title(en.project.facts.statuses.underConstruction)
          .child(
            S.documentList()
              .title(en.project.facts.statuses.underConstruction)
              .schemaType("ourProjects")
              .apiVersion(STUDIO_API_VERSION)
              .filter("_type == $type && status == $status")
              .params({ type: "ourProjects", status: "underConstruction" satisfies ProjectStatus }),
          ),
      ]),
      group(S, "Classifications", StarIcon, [
        singleton(S, "mainClassification", "Main certificate"),
        S.documentTypeListItem("classifications").title("ISO certificates"),
      ]),
      group(S, "Careers", CaseIcon, [
        S.documentTypeListItem("careers").title("Open positions"),
        byCategory(S, "careers", CAREER_CATEGORY_OPTIONS, ALL_CAREER_CATEGORIES),
      ]),
      S.documentTypeListItem("team").title("Team").icon(UsersIcon),
      S.divider(),
      // One list per language but the default: what its site still shows in English.
      ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) =>
        S.listItem()
          .id(`not-yet-in-${locale.code}`)
          .title(`Not yet in ${locale.name}`)
          .icon(TranslateIcon)
          .child(
            S.component(() => createElement(MissingTranslations, { locale }))
              .id(`not-yet-in-${locale.code}`)
              .title(`Not yet in ${locale.name}`),
          ),
      ),
    ]);
