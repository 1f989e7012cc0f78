import { withGeneratedProjects } from "../../tooling/sample-data/generated-projects.ts";
import { sampleDocuments } from "../../tooling/builds.ts";

/** How many projects the `portfolio` fixture site holds: the sample's, and generated ones up to this. */
export const PORTFOLIO_SIZE = 1000;

type Doc = { readonly _id: string; readonly _type: string; readonly [field: string]: unknown };

/** The documents the `portfolio` fixture is built from (serve-fixture.ts). */
export const portfolioDocuments = (): Doc[] =>
  withGeneratedProjects(sampleDocuments() as Doc[], PORTFOLIO_SIZE);
