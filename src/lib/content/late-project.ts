/**
 * Asks the content service, from the browser, for one project the build did not have, and
 * checks and maps it exactly as the build does (types/projects.ts): the same schema, the same
 * rules for bad gallery images, the same props for the project's page body. Free of the
 * build's configuration; loaded only on a project path the build did not know.
 */
import { createImageResolver } from "./image-url.ts";
import type { LiveSource } from "./live-source.ts";
import { parseDocuments } from "./parse.ts";
import { inLanguage, translationSets, type Languages } from "./translations.ts";
import {
  PROJECT_BY_ID_QUERY,
  projectArticle,
  projects,
  projectSchema,
  type ProjectArticleContent,
} from "./documents/our-projects.ts";
import { translationEntriesSchema } from "./documents/translation-metadata.ts";

const REQUEST_TIMEOUT_MS = 15_000;

/**
 * The project's page body in `language`, as the build would have made its page: its
 * translation where it has one, else itself marked with its own language (translations.ts).
 * Undefined when the service has no such project in that language's pages, or a thrown error
 * when the request fails or the answer is not a project the build would have published.
 */
export async function fetchLateProject(
  source: LiveSource,
  id: string,
  language: { readonly page: string; readonly default: string },
): Promise<ProjectArticleContent | undefined> {
  const url = new URL(source.queryUrl);
  url.searchParams.set("query", PROJECT_BY_ID_QUERY);
  url.searchParams.set("$id", JSON.stringify(id));
  url.searchParams.set("perspective", "published");
  const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`The content service answered ${response.status}.`);
  const { result } = (await response.json()) as {
    result?: { documents?: unknown; translations?: unknown } | null;
  };

  const problems: string[] = [];
  const documents = parseDocuments("ourProjects", projectSchema, result?.documents ?? [], (problem) =>
    problems.push(problem),
  );
  const entries = translationEntriesSchema.safeParse(result?.translations);
  // Read as the build reads it, in the two languages that matter here; its problems are the
  // build's to report.
  const languages: Languages = { spoken: [language.page, language.default], default: language.default };
  const sets = entries.success
    ? translationSets([{ _id: id, translations: entries.data }], languages, () => undefined)
    : [];
  const project = inLanguage(documents, sets, language.page, language.default, {
    sharedFields: projects.sharedFields,
  }).find((shown) => shown._id === id);
  if (project !== undefined) return projectArticle(project, createImageResolver(source));
  // There, but not a project the build would have published.
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return undefined;
}
