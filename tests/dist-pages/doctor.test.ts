/**
 * `npm run doctor` against the built site on the loopback host, set up as Netlify serves it
 * (public/_headers, the old addresses' redirects), and against the loopback Sanity server:
 * a right deployment passes every check; each fault planted is named, with what to change.
 */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MOVED_PAGES } from "#src/config/navigation.ts";
import { checkDeployment, kindsOf, type CheckResult } from "../../publishing/doctor/deployment-checks.ts";
import { headersFor, siteHeaderRules, type HeaderRule } from "../../publishing/host-headers.ts";
import { ROOT } from "../../publishing/repository-paths.ts";
import { startFakeSanity, type FakeSanity } from "../../tooling/fake-sanity/server.ts";
import { serveStatic, type StaticServer } from "../../tooling/serve/static-server.ts";
import { sampleDocuments } from "../../tooling/builds.ts";

/** The address the sample build names (PUBLIC_SITE_URL's default). */
const SITE_URL = "https://www.arkan-contracting.com";
const rules = siteHeaderRules();
const hosts: StaticServer[] = [];
let sanity: FakeSanity;

/** The built site on a loopback host applying `hostRules` and, unless told otherwise, the redirects. */
async function host(
  hostRules: readonly HeaderRule[] = rules,
  redirects: Record<string, string> = MOVED_PAGES,
) {
  const server = await serveStatic(join(ROOT, "dist"), {
    host: { headers: (path) => headersFor(hostRules, path), redirects },
  });
  hosts.push(server);
  return server.origin;
}

beforeAll(async () => {
  sanity = await startFakeSanity({ production: sampleDocuments() }, { corsOrigins: [SITE_URL] });
});
afterAll(async () => {
  await Promise.all([...hosts.map((server) => server.close()), sanity?.close()]);
});

const failed = (results: readonly CheckResult[]) =>
  results.filter((result) => !result.passed).map(({ name, detail }) => `${name}: ${detail}`);

describe("npm run doctor", { timeout: 60_000 }, () => {
  it("passes a right deployment: every kind of page, the records, the old addresses, the profiles and Sanity", async () => {
    const results = await checkDeployment({
      origin: await host(),
      siteUrl: SITE_URL,
      rules,
      sanity: { apiOrigin: sanity.origin, dataset: "production" },
    });
    expect(failed(results)).toEqual([]);
    expect(results.map((result) => result.name)).toEqual(
      expect.arrayContaining([
        "page /",
        "page /ar",
        "page /ar/careers",
        "page /ar/classifications",
        expect.stringMatching(/^page \/ourProjects\/project-/),
        expect.stringMatching(/^page \/ar\/ourProjects\/category\//),
        "hashed files",
        "sitemap",
        "robots.txt",
        "build record",
        "redirect /team",
        "page /contactus",
        "missing page /",
        "missing page /ar",
        "profile /company-profile.pdf",
        "profile /ar/company-profile.pdf",
        "Sanity dataset",
        "Sanity CORS",
      ]),
    );
  });

  it("names a header the host does not send, on every page it misses", async () => {
    const withoutHsts = rules.map((rule) => ({
      ...rule,
      headers: rule.headers.filter(([name]) => name !== "strict-transport-security"),
    }));
    const results = await checkDeployment({ origin: await host(withoutHsts), siteUrl: SITE_URL, rules });
    const pages = failed(results).filter((line) => line.startsWith("page /"));
    expect(pages.length).toBeGreaterThan(5);
    expect(pages[0]).toMatch(
      /^page \/: no strict-transport-security \(expected "max-age=63072000; includeSubDomains"\): the host must send public\/_headers' rules/,
    );
  });

  it("names a build made for another address, a missing redirect, and a Sanity project that does not admit the site", async () => {
    const elsewhere = "https://www.example.com";
    const results = await checkDeployment({
      origin: await host(rules, {}),
      siteUrl: elsewhere,
      rules,
      sanity: { apiOrigin: sanity.origin, dataset: "production" },
    });
    expect(results.filter((result) => !result.passed).map((result) => result.name)).toEqual([
      "sitemap",
      "robots.txt",
      "redirect /team",
      "page /contactus",
      "Sanity CORS",
    ]);
    const lines = failed(results).join("\n");
    expect(lines).toContain(`sitemap: names ${SITE_URL}/sitemap-0.xml`);
    expect(lines).toContain(`build with PUBLIC_SITE_URL=${elsewhere}`);
    expect(lines).toContain(
      `robots.txt: names ${SITE_URL}/sitemap-index.xml, not ${elsewhere}/sitemap-index.xml`,
    );
    expect(lines).toContain("redirect /team: answers 200, not a permanent redirect to /careers");
    expect(lines).toContain(`page /contactus: its canonical address is ${SITE_URL}/, not ${elsewhere}/`);
    expect(lines).toContain(
      `Sanity CORS: does not admit ${elsewhere}: a project published after the last build`,
    );
  });

  it("picks one page of each kind from the sitemap", () => {
    expect(
      kindsOf(["/", "/ar", "/careers", "/careers/a", "/careers/b", "/ar/careers/a", "/ar/careers/b"]),
    ).toEqual(["/", "/ar", "/careers", "/careers/a", "/ar/careers/a"]);
  });

  it("prints a line a check and exits 1 when one fails", async () => {
    const origin = await host(rules, {});
    const run = await promisify(execFile)(
      process.execPath,
      [join(ROOT, "publishing/doctor/doctor.ts"), origin],
      {
        cwd: ROOT,
      },
    ).then(
      () => ({ code: 0, stdout: "" }),
      (error: { code: number; stdout: string }) => error,
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^passed {2}page \/: 200, with every header public\/_headers gives it$/m);
    expect(run.stdout).toMatch(/^FAILED {2}redirect \/team: answers 200/m);
    expect(run.stdout).toMatch(new RegExp(`^\\d+ checks of ${origin}: \\d+ failed\\.$`, "m"));
  });
});
