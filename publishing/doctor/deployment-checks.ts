/**
 * A live deployment checked from outside, as its engineer would check it by hand
 * (`npm run doctor`, docs/deploying.md): what every kind of page answers and with which headers
 * (`public/_headers`, which every host is set up to send), the build record across origins,
 * the sitemap and robots.txt, the old addresses, the not-found page, the company profiles; and,
 * given the Sanity project, its dataset and CORS origins. Each check says what passed, or what
 * to change.
 */
import { MOVED_PAGES } from "#src/config/navigation.ts";
import { PROFILE_PATH } from "#src/config/company-profile.ts";
import { SANITY_API_VERSION } from "#src/config/content-config.ts";
import { ar } from "#src/i18n/ar.ts";
import { en } from "#src/i18n/en.ts";
import { BUILD_INFO_PATH } from "#src/lib/build-info.ts";
import { headersFor, type HeaderRule } from "../host-headers.ts";

export interface CheckResult {
  readonly name: string;
  readonly passed: boolean;
  /** What was found; for a failure, what to change. */
  readonly detail: string;
}

export interface DeploymentToCheck {
  /** Where the deployment answers, e.g. https://www.example.com. */
  readonly origin: string;
  /** The address its pages name (canonical, sitemap): PUBLIC_SITE_URL; by default, `origin`. */
  readonly siteUrl: string;
  /** The header rules the host must apply (public/_headers). */
  readonly rules: readonly HeaderRule[];
  /** The Sanity project the site reads, to check its dataset and CORS origins. */
  readonly sanity?: { readonly apiOrigin: string; readonly dataset: string };
}

/** An origin no deployment allows by name: the build record must be readable from anywhere. */
const ELSEWHERE = "https://doctor.invalid";
const MISSING = "/doctor-checks-a-missing-page";

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { redirect: "manual", headers, signal: AbortSignal.timeout(30_000) });

/** The headers the rules give `path` that the answer lacks or sends otherwise. */
function headerProblems(rules: readonly HeaderRule[], path: string, answer: Response): string[] {
  const problems: string[] = [];
  for (const [name, values] of headersFor(rules, path)) {
    const expected = values.join(", ");
    const sent = answer.headers.get(name);
    if (sent === null) problems.push(`no ${name} (expected "${expected}")`);
    else if (sent.replace(/\s+/g, " ") !== expected.replace(/\s+/g, " ")) {
      problems.push(`${name} is "${sent}", expected "${expected}"`);
    }
  }
  return problems;
}

const HEADERS_HELP =
  "the host must send public/_headers' rules (Netlify and Cloudflare Pages read it from dist/; CloudFront: publishing/cloudfront/response-headers-policy.json and the uploaded objects' Cache-Control; nginx: add_header), docs/deploying.md";

/** The sitemap's pages, read from the sitemap index and each sitemap it names. */
async function sitemapPages(
  origin: string,
  siteUrl: string,
): Promise<{ pages: string[]; foreign: string[] }> {
  const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
  const index = await get(`${origin}/sitemap-index.xml`);
  if (!index.ok) throw new Error(`/sitemap-index.xml answers ${index.status}`);
  const pages: string[] = [];
  const foreign: string[] = [];
  for (const sitemap of locations(await index.text())) {
    if (!sitemap.startsWith(`${siteUrl}/`)) foreign.push(sitemap);
    const answer = await get(`${origin}${new URL(sitemap).pathname}`);
    if (!answer.ok) throw new Error(`${new URL(sitemap).pathname} answers ${answer.status}`);
    for (const page of locations(await answer.text())) {
      if (!page.startsWith(siteUrl)) foreign.push(page);
      pages.push(new URL(page).pathname);
    }
  }
  return { pages, foreign };
}

/**
 * One page of each kind, in each language: `/careers`, `/careers/*` (a position),
 * `/ourProjects/*` (a project), `/ourProjects/category/*` (a category's list), and so on.
 */
export function kindsOf(paths: readonly string[]): string[] {
  const kinds = new Map<string, string>();
  for (const path of paths) {
    const [, root = "", rest = ""] = /^(\/ar(?=\/|$))?(.*)$/.exec(path) ?? [];
    const [first = "", ...more] = rest.split("/").filter(Boolean);
    const kind = `${root}/${[first, ...more.map(() => "*")].join("/")}`;
    if (!kinds.has(kind)) kinds.set(kind, path);
  }
  return [...kinds.values()];
}

async function pagesCheck(site: DeploymentToCheck, pages: readonly string[]): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const path of kindsOf(pages)) {
    const answer = await get(`${site.origin}${path}`);
    const problems = answer.status === 200 ? headerProblems(site.rules, path, answer) : [];
    results.push(
      answer.status !== 200
        ? { name: `page ${path}`, passed: false, detail: `answers ${answer.status}, not 200` }
        : problems.length > 0
          ? { name: `page ${path}`, passed: false, detail: `${problems.join("; ")}: ${HEADERS_HELP}` }
          : { name: `page ${path}`, passed: true, detail: "200, with every header public/_headers gives it" },
    );
    if (path === "/") {
      const stylesheet = /href="(\/_astro\/[^"]+\.css)"/.exec(await answer.text())?.[1];
      if (stylesheet !== undefined) results.push(await assetCheck(site, stylesheet));
    }
  }
  return results;
}

async function assetCheck(site: DeploymentToCheck, path: string): Promise<CheckResult> {
  const answer = await get(`${site.origin}${path}`);
  const problems =
    answer.status === 200 ? headerProblems(site.rules, path, answer) : [`answers ${answer.status}`];
  return problems.length > 0
    ? { name: "hashed files", passed: false, detail: `${path}: ${problems.join("; ")}: ${HEADERS_HELP}` }
    : { name: "hashed files", passed: true, detail: `${path} is cached as public/_headers says` };
}

async function buildRecordCheck(site: DeploymentToCheck): Promise<CheckResult> {
  const name = "build record";
  const answer = await get(`${site.origin}${BUILD_INFO_PATH}`, { origin: ELSEWHERE });
  if (answer.status !== 200)
    return { name, passed: false, detail: `${BUILD_INFO_PATH} answers ${answer.status}` };
  const allowed = answer.headers.get("access-control-allow-origin");
  if (allowed !== "*" && allowed !== ELSEWHERE) {
    return {
      name,
      passed: false,
      detail: `${BUILD_INFO_PATH} is not readable from another origin (no Access-Control-Allow-Origin: *): the Studio cannot say whether a publish is live; ${HEADERS_HELP}`,
    };
  }
  try {
    JSON.parse(await answer.text());
  } catch {
    return { name, passed: false, detail: `${BUILD_INFO_PATH} is not JSON` };
  }
  return { name, passed: true, detail: `${BUILD_INFO_PATH} is readable from any origin` };
}

async function robotsCheck(site: DeploymentToCheck): Promise<CheckResult> {
  const name = "robots.txt";
  const answer = await get(`${site.origin}/robots.txt`);
  const expected = `Sitemap: ${site.siteUrl}/sitemap-index.xml`;
  const text = answer.ok ? await answer.text() : "";
  if (text.split(/\r?\n/).includes(expected)) return { name, passed: true, detail: `names ${expected}` };
  const named = /^Sitemap: (.*)$/m.exec(text)?.[1];
  return {
    name,
    passed: false,
    detail: `${answer.ok ? `names ${named ?? "no sitemap"}` : `answers ${answer.status}`}, not ${site.siteUrl}/sitemap-index.xml: build with PUBLIC_SITE_URL=${site.siteUrl}`,
  };
}

async function oldAddressesCheck(site: DeploymentToCheck): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const [from, to] of Object.entries(MOVED_PAGES)) {
    const answer = await get(`${site.origin}${from}`);
    const location = answer.headers.get("location");
    const passed =
      (answer.status === 301 || answer.status === 308) &&
      location !== null &&
      new URL(location, site.origin).pathname === to;
    results.push({
      name: `redirect ${from}`,
      passed,
      detail: passed
        ? `${answer.status} to ${to}`
        : `answers ${answer.status}${location ? ` to ${location}` : ""}, not a permanent redirect to ${to}: netlify.toml holds it for Netlify, publishing/s3 uploads it for S3; on nginx, return 301 ${to}`,
    });
  }
  const contact = await get(`${site.origin}/contactus`);
  const canonical = contact.ok
    ? /<link rel="canonical" href="([^"]+)"/.exec(await contact.text())?.[1]
    : undefined;
  const home = `${site.siteUrl}/`;
  results.push({
    name: "page /contactus",
    passed: contact.status === 200 && canonical === home,
    detail:
      contact.status !== 200
        ? `answers ${contact.status}, not the home page`
        : canonical === home
          ? `the home page, its canonical address ${home}`
          : `its canonical address is ${canonical ?? "missing"}, not ${home}: build with PUBLIC_SITE_URL=${site.siteUrl}`,
  });
  return results;
}

async function notFoundCheck(site: DeploymentToCheck): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const [root, words] of [
    ["", en],
    ["/ar", ar],
  ] as const) {
    const path = `${root}${MISSING}`;
    const answer = await get(`${site.origin}${path}`);
    const body = await answer.text();
    const own = body.includes(`<title>${words.notFound.title}`);
    const sitePage = own || body.includes(`<title>${en.notFound.title}`);
    results.push({
      name: `missing page ${root || "/"}`,
      passed: answer.status === 404 && sitePage,
      detail:
        answer.status !== 404
          ? `${path} answers ${answer.status}, not 404: serve 404.html with status 404 (docs/deploying.md)`
          : !sitePage
            ? `${path} answers 404 with the host's own page, not the site's 404.html`
            : own
              ? "404, with the site's page in its language"
              : "404, with the site's English page (the host cannot serve ar/404 here: docs/deploying.md)",
    });
  }
  return results;
}

async function profilesCheck(site: DeploymentToCheck): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const path of [PROFILE_PATH, `/ar${PROFILE_PATH}`]) {
    const answer = await get(`${site.origin}${path}`);
    const start = answer.ok ? new TextDecoder().decode((await answer.arrayBuffer()).slice(0, 5)) : "";
    const problems = [
      ...(answer.status === 200 ? [] : [`answers ${answer.status}`]),
      ...(answer.status === 200 && start !== "%PDF-" ? ["is not a PDF"] : []),
      ...(answer.status === 200 ? headerProblems(site.rules, path, answer) : []),
    ];
    results.push({
      name: `profile ${path}`,
      passed: problems.length === 0,
      detail: problems.length === 0 ? "a PDF, with its headers" : problems.join("; "),
    });
  }
  return results;
}

async function sanityChecks(site: DeploymentToCheck): Promise<CheckResult[]> {
  if (site.sanity === undefined) return [];
  const { apiOrigin, dataset } = site.sanity;
  const query = new URLSearchParams({ query: 'count(*[_type == "ourProjects"])' });
  const url = `${apiOrigin}/v${SANITY_API_VERSION}/data/query/${dataset}?${query}`;
  let answer: Response;
  try {
    answer = await get(url, { origin: site.siteUrl });
  } catch (error) {
    return [
      { name: "Sanity dataset", passed: false, detail: `${apiOrigin} does not answer: ${String(error)}` },
    ];
  }
  const count = answer.ok ? ((await answer.json()) as { result?: unknown }).result : undefined;
  const allowed = answer.headers.get("access-control-allow-origin");
  return [
    {
      name: "Sanity dataset",
      passed: typeof count === "number" && count > 0,
      detail: !answer.ok
        ? `the dataset "${dataset}" answers ${answer.status} without a token: the build sends none, so it must be public (sanity.io/manage, Datasets)`
        : `answers without a token, ${String(count)} projects published`,
    },
    {
      name: "Sanity CORS",
      passed: allowed === site.siteUrl || allowed === "*",
      detail:
        allowed === site.siteUrl || allowed === "*"
          ? `admits ${site.siteUrl}`
          : `does not admit ${site.siteUrl}: a project published after the last build is not shown on its page; add it in sanity.io/manage, API, CORS origins`,
    },
  ];
}

/** Every check, in the order an engineer reads them. */
export async function checkDeployment(site: DeploymentToCheck): Promise<CheckResult[]> {
  let pages: string[] = [];
  let sitemap: CheckResult;
  try {
    const found = await sitemapPages(site.origin, site.siteUrl);
    pages = found.pages;
    sitemap =
      found.foreign.length > 0
        ? {
            name: "sitemap",
            passed: false,
            detail: `names ${found.foreign[0]}${found.foreign.length > 1 ? ` and ${found.foreign.length - 1} more` : ""}, not an address of ${site.siteUrl}: build with PUBLIC_SITE_URL=${site.siteUrl}`,
          }
        : { name: "sitemap", passed: true, detail: `${pages.length} pages, each at ${site.siteUrl}` };
  } catch (error) {
    sitemap = {
      name: "sitemap",
      passed: false,
      detail: error instanceof Error ? error.message : String(error),
    };
  }
  return [
    ...(await pagesCheck(site, pages.length > 0 ? pages : ["/", "/ar"])),
    sitemap,
    await robotsCheck(site),
    await buildRecordCheck(site),
    ...(await oldAddressesCheck(site)),
    ...(await notFoundCheck(site)),
    ...(await profilesCheck(site)),
    ...(await sanityChecks(site)),
  ];
}

/** A result as `npm run doctor` prints it. */
export const resultLine = ({ name, passed, detail }: CheckResult): string =>
  `${passed ? "passed" : "FAILED"}  ${name}: ${detail}`;
