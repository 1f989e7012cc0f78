/**
 * The fixture sites the browser tests serve that need no service running while they are served:
 * each built once per run of the suite (tooling/builds.ts `sharedBuild`), by whichever process
 * asks first: `npm test` asks while its first layer runs (prebuild-fixtures.ts), which leaves a
 * core idle; the browser's servers (serve-fixture.ts) then find them built. Run alone, each
 * server builds its own.
 */
import { writeFileSync } from "node:fs";
import { hostileSite } from "../../tests/fixtures/hostile-site.ts";
import { deadOrigin } from "../../tooling/fake-sanity/server.ts";
import { runBuildScript, sharedBuild, type SharedBuild } from "../../tooling/builds.ts";
import { portfolioDocuments } from "./portfolio.ts";

export const FIXTURE_SITES = {
  // Shared with the build's tests and the HTML checks too (tests/fixtures/hostile-site.ts).
  hostile: hostileSite,
  // The sample grown to PORTFOLIO_SIZE projects: sample mode reading a dataset file, not a request each.
  portfolio: () =>
    sharedBuild("portfolio", async (outDir) => {
      const file = `${outDir}-dataset.ndjson`;
      writeFileSync(
        file,
        portfolioDocuments()
          .map((doc) => JSON.stringify(doc))
          .join("\n"),
      );
      return runBuildScript(outDir, { SAMPLE_DATASET_FILE: file });
    }),
  // A content service that never answers, its errors rendered as the pages' error states.
  unreachable: () =>
    sharedBuild("unreachable", async (outDir) =>
      runBuildScript(outDir, {
        PUBLIC_SANITY_PROJECT_ID: "fixture",
        SANITY_API_HOST: await deadOrigin(),
        RENDER_CONTENT_ERRORS: "1",
        ALLOW_CONTENT_DROP: "1",
      }),
    ),
} satisfies Readonly<Record<string, () => Promise<SharedBuild>>>;

/** The shared fixture site of that name, or undefined for one built otherwise (the live one). */
export const fixtureSite = (name: string) =>
  Object.hasOwn(FIXTURE_SITES, name) ? FIXTURE_SITES[name as keyof typeof FIXTURE_SITES] : undefined;
