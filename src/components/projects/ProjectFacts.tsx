/**
 * A project's facts (lib/content/project-facts.ts), in the two places they show: the line of
 * its card beside the category, and the "Project facts" panel of its page. Rendered to HTML
 * by the build, never hydrated; the 404 page mounts the panel for a project published after
 * the build (ProjectArticle.tsx).
 */
import {
  CARD_LOCATION_LIMIT,
  projectFacts,
  type Fact,
  type FactWords,
  type ProjectFactValues,
} from "#src/lib/content/project-facts.ts";
import { labelFor } from "#src/i18n/format.ts";
import { foreignText } from "#src/lib/content/translations.ts";
import { truncate } from "#src/lib/truncate.ts";
import { Icon } from "#src/components/ui/Icon.tsx";
import { searchFilter, searchMeta } from "#src/lib/search/index-attributes.ts";

/** The facts a search result shows, as the index takes them from the page. */
const SEARCH_FACTS: Partial<Record<Fact["key"], object>> = {
  status: searchFilter("status"),
  location: searchMeta("location"),
};

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

/** A card's category, location and status: an ongoing project is told apart at a glance. */
export function ProjectTags({ project, words }: TagsProps) {
  const { category, facts } = project;
  const location = facts.location?.trim() ? facts.location : undefined;
  if (category === undefined && location === undefined && facts.status === undefined) return null;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs font-bold">
        {category !== undefined && (
          <span className="tracking-[0.2em] text-muted uppercase">
            {labelFor(words.categories, category)}
          </span>
        )}
        {facts.status !== undefined && (
          <span className={`ms-auto rounded-full px-2.5 py-0.5 ${STATUS_STYLES[facts.status]}`}>
            {words.facts.statuses[facts.status]}
          </span>
        )}
      </div>
      {location !== undefined && (
        <p
          {...foreignText(project.lang)}
          className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-muted"
        >
          <Icon name="location" className="size-4 shrink-0" />
          {truncate(location, CARD_LOCATION_LIMIT)}
        </p>
      )}
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
          <div key={fact.key} className="py-3 first:pt-0 last:pb-0">
            <dt className="text-xs font-bold tracking-[0.2em] text-muted uppercase">{fact.label}</dt>
            <dd
              {...(fact.written ? foreignText(project.lang) : {})}
              {...SEARCH_FACTS[fact.key]}
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
