import { withGeneratedProjects } from "../../tooling/sample-data/generated-projects.ts";
import { sampleDocuments } from "../../tooling/builds.ts";

/**
 * How many projects the `portfolio` fixture site holds: the sample's, and generated ones up to
 * this. Enough for a list of more pages than its page links show (nine or more at
 * PROJECTS_PER_PAGE); what a larger portfolio costs the build is measured by `npm run
 * bench:build`, at 100, 1,000 and 10,000 projects. At 1,000, this fixture took 36 s to build,
 * the largest share of the suite's prebuilt sites; at 300, 14 s.
 */
export const PORTFOLIO_SIZE = 300;

type Doc = { readonly _id: string; readonly _type: string; readonly [field: string]: unknown };

/** The documents the `portfolio` fixture is built from (serve-fixture.ts). */
export const portfolioDocuments = (): Doc[] =>
  withGeneratedProjects(sampleDocuments() as Doc[], PORTFOLIO_SIZE);
