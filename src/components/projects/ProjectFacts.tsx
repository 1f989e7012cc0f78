/**
 * A project's facts (lib/content/project-facts.ts), in the two places they show: the line of
 * its card beside the category, and the "Project facts" panel of its page. Rendered to HTML
 * by the build, never hydrated; the 404 page mounts the panel for a project published after
 * the build (ProjectArticle.tsx).
 */
import { CARD_FACT_LIMIT } from "#src/config/display-limits.ts";
import {
  cardFacts,
  projectFacts,
  searchedAs,
  type FactKey,
  type FactsSearchedAs,
  type FactWords,
  type ProjectFactValues,
} from "#src/lib/content/project-facts.ts";
import { labelFor } from "#src/i18n/format.ts";
import { foreignText } from "#src/lib/content/translations.ts";
import { truncate } from "#src/lib/truncate.ts";
import { Icon } from "#src/components/ui/Icon.tsx";
import type { IconName } from "#src/components/ui/icons.ts";
import { searchFilter, searchMeta } from "#src/lib/search/index-attributes.ts";

/** What search's index takes from a fact's text on the page: a filter, or meta a result shows. */
const searchAttributes = (key: FactKey) => {
  const as = searchedAs(key);
  if (as === "filter") return searchFilter(key as FactsSearchedAs<"filter">);
  if (as === "meta") return searchMeta(key as FactsSearchedAs<"meta">);
  return {};
};

/** The icon before a written fact on the card, where it has one. */
const CARD_ICONS: Partial<Record<FactKey, IconName>> = { location: "location" };

interface FactsOf {
  readonly facts: ProjectFactValues;
  /** The project's language where it is not the page's (an untranslated document's). */
  readonly lang?: string | undefined;
}

interface TagsProps {
  project: FactsOf & { readonly category?: string | undefined };
  words: FactWords & { readonly categories: Readonly<Record<string, string>> };
}

const STATUS_STYLES = {
  completed: "bg-stone text-ink",
  underConstruction: "bg-ink text-white",
} as const;

/**
 * A card's category and the facts the table puts on the card: a status as a badge beside the
 * category, so an ongoing project is told apart at a glance; a written fact on a line below,
 * cut after CARD_FACT_LIMIT characters.
 */
export function ProjectTags({ project, words }: TagsProps) {
  const { category } = project;
  const facts = cardFacts(project.facts, words);
  if (category === undefined && facts.length === 0) return null;
  const badges = facts.filter((fact) => fact.status !== undefined);
  const lines = facts.filter((fact) => fact.written);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs font-bold">
        {category !== undefined && (
          <span className="tracking-[0.2em] text-muted uppercase">
            {labelFor(words.categories, category)}
          </span>
        )}
        {badges.map((fact) =>
          fact.status === undefined ? null : (
            <span
              key={fact.key}
              className={`ms-auto rounded-full px-2.5 py-0.5 ${STATUS_STYLES[fact.status]}`}
            >
              {fact.value}
            </span>
          ),
        )}
      </div>
      {lines.map((fact) => {
        const icon = CARD_ICONS[fact.key];
        return (
          <p
            key={fact.key}
            {...foreignText(project.lang)}
            className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-muted"
          >
            {icon && <Icon name={icon} className="size-4 shrink-0" />}
            {truncate(fact.value, CARD_FACT_LIMIT)}
          </p>
        );
      })}
    </>
  );
}

interface PanelProps {
  project: FactsOf;
  words: FactWords & { readonly facts: { readonly heading: string } };
}

/** A project page's "Project facts": only the facts it has, and no panel when it has none. */
export function ProjectFactsPanel({ project, words }: PanelProps) {
  const facts = projectFacts(project.facts, words);
  if (facts.length === 0) return null;
  return (
    <section className="rounded-lg bg-white p-8 shadow-sm" aria-labelledby="facts-heading">
      <h2 id="facts-heading" className="text-2xl font-bold">
        {words.facts.heading}
      </h2>
      <dl className="mt-6 divide-y divide-stone">
        {facts.map((fact) => (
          <div key={fact.row} className="py-3 first:pt-0 last:pb-0">
            <dt className="text-xs font-bold tracking-[0.2em] text-muted uppercase">{fact.label}</dt>
            <dd
              {...(fact.written ? foreignText(project.lang) : {})}
              {...searchAttributes(fact.key)}
              className="mt-1 text-lg font-semibold"
            >
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
