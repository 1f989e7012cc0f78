// One static 404 page serves every unknown path. Under /ourProjects/ it is a project this
// build does not have: perhaps published since, so it asks the content service's CDN and
// shows the project as its built page would, or says it was not found or could not be fetched.
// The page holds the words it says it with (data-words), in its own language.
import { COMPANY_NAME } from "#src/config/company.ts";
import type { ProjectWords } from "#src/i18n/island-words.ts";
import { DOCUMENT_ID } from "#src/lib/content/document-id.ts";
import type { LiveSource } from "#src/lib/content/live-source.ts";
import { whenShown } from "#src/lib/browser/page-shown.ts";
import { projectIdFromPath } from "#src/lib/listing/project-path.ts";
import { rootedPath, unrootedPath } from "#src/i18n/root-path.ts";

export interface LateProjectWords {
  readonly loading: string;
  readonly missing: string;
  readonly missingLead: string;
  readonly failed: string;
  readonly failedLead: string;
  readonly project: ProjectWords;
}

type State = "loading" | "missing" | "failed";

const part = (name: string) => document.querySelector<HTMLElement>(`[data-not-found="${name}"]`);

function show(state: State, words: LateProjectWords, root: string) {
  const { title, lead } = {
    loading: { title: words.loading, lead: "" },
    missing: { title: words.missing, lead: words.missingLead },
    failed: { title: words.failed, lead: words.failedLead },
  }[state];
  document.title = `${title} | ${COMPANY_NAME}`;
  part("title")?.replaceChildren(title);
  part("lead")?.replaceChildren(lead);
  part("section")?.setAttribute("aria-busy", String(state === "loading"));
  const action = part("action");
  action?.setAttribute("href", rootedPath(root, "/ourProjects"));
  action?.replaceChildren(words.project.backToProjects);
  if (action) action.hidden = state === "loading";
  const eyebrow = part("eyebrow");
  if (eyebrow) eyebrow.hidden = state !== "missing";
}

async function showProject(
  main: HTMLElement,
  source: LiveSource,
  id: string,
  words: LateProjectWords,
  root: string,
  language: { readonly page: string; readonly default: string },
) {
  show("loading", words, root);
  try {
    const { fetchLateProject } = await import("#src/lib/content/late-project.ts");
    const project = await fetchLateProject(source, id, language);
    if (project === undefined) return show("missing", words, root);
    const { mountLateProject } = await import("./mount-late-project.tsx");
    document.title = `${project.title} | ${COMPANY_NAME}`;
    mountLateProject(main, project, words.project, rootedPath(root, "/ourProjects"));
  } catch {
    show("failed", words, root);
  }
}

// Once shown: a page rendered ahead and never opened asks the content service nothing.
void whenShown().then(() => {
  const section = part("section");
  const main = section?.closest("main");
  // The page's language's paths begin with its root ("" or "/ar").
  const root = section?.dataset["root"] ?? "";
  const path = unrootedPath(root, window.location.pathname);
  if (!section || !main || !path.startsWith("/ourProjects/")) return;
  const words = JSON.parse(section.dataset["words"] ?? "{}") as LateProjectWords;
  const id = projectIdFromPath(path);
  const source = section.dataset["liveSource"];
  if (section.dataset["projectsFailed"] !== undefined) show("failed", words, root);
  else if (source === undefined || id === undefined || !DOCUMENT_ID.test(id)) show("missing", words, root);
  else {
    // The page's language, and the default one, whose document's id the address carries.
    const language = {
      page: document.documentElement.lang,
      default: section.dataset["defaultLanguage"] ?? "",
    };
    void showProject(main, JSON.parse(source) as LiveSource, id, words, root, language);
  }
});
