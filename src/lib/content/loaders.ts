/**
 * What pages call: typed, validated, ordered content, with whether its query failed. Each
 * query runs at most once per build however many pages ask for it, and a query that fails
 * (after the client's own retries) fails the build with the query's name, so a half-empty
 * site is never published.
 */
import type { z } from "zod";
import { buildEnvironment } from "../../config/environment";
import { emailAddress, linkedInHref } from "../links";
import { quoteForLog } from "../log-quote";
import { sortByOrder, sortByYearDesc } from "../ordering";
import { createContentSource, type ContentSource } from "./client";
import * as queries from "./queries";
import type { AgreesWith, KnownQuery } from "./query-types";
import {
  aboutUsSchema,
  careerSchema,
  classificationSchema,
  clientsSchema,
  landingProjectSchema,
  mainClassificationSchema,
  parseDocuments,
  projectSchema,
  serviceSchema,
  teamMemberSchema,
  type TeamMember,
} from "./schemas";

/** An error's message followed by those of its causes: "fetch failed" alone tells nobody what broke. */
function describeFailure(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  while (current !== undefined && parts.length < 5) {
    const message = current instanceof Error ? current.message : String(current);
    if (message && !parts.includes(message)) parts.push(message);
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join(": ");
}

export class ContentQueryError extends Error {
  override name = "ContentQueryError";
  readonly queryName: string;

  constructor(queryName: string, sourceDescription: string, cause: unknown) {
    super(`Content query "${queryName}" failed against ${sourceDescription}: ${describeFailure(cause)}`, {
      cause,
    });
    this.queryName = queryName;
  }
}

/**
 * A member whose LinkedIn or e-mail value cannot be linked safely is shown without that
 * button, and the build says which value was dropped. Kept values come back normalized.
 */
function withSafeLinks(member: TeamMember, warn: (message: string) => void): TeamMember {
  const linkedIn = linkedInHref(member.linkedIn);
  const email = emailAddress(member.email);
  const dropped = [
    member.linkedIn?.trim() &&
      !linkedIn &&
      `linkedIn ${quoteForLog(member.linkedIn)} is not an https link to linkedin.com`,
    member.email?.trim() && !email && `email ${quoteForLog(member.email)} is not an e-mail address`,
  ].filter(Boolean);
  if (dropped.length > 0)
    warn(`[content] team ${quoteForLog(member._id)} shown without a link: ${dropped.join("; ")}`);
  return { ...member, linkedIn, email };
}

export interface LoaderOptions {
  /**
   * Render the specification's error states for a query that fails, instead of failing the
   * build (RENDER_CONTENT_ERRORS): for local work against an unreachable service only.
   */
  readonly renderErrors?: boolean;
  /** Where a failure is reported in that mode. */
  readonly reportError?: (message: string) => void;
}

/**
 * What a loader gives: its content, and whether its query failed. Only with `renderErrors`
 * can it have failed and still give an answer: the content is then empty, and the pages show
 * the specification's error state for it.
 */
export interface Loaded<T> {
  readonly content: T;
  readonly failed: boolean;
}

export function createContentLoaders(
  source: ContentSource,
  warn: (message: string) => void,
  { renderErrors = false, reportError = warn }: LoaderOptions = {},
) {
  const results = new Map<string, Promise<Loaded<unknown>>>();

  /**
   * Runs the query once, validates its results and hands them to `prepare` (also once). The
   * schema must agree with the query's generated result type (query-types.ts).
   */
  function load<Q extends KnownQuery, T extends z.ZodType, R = z.output<T>[]>(
    queryName: QueryName,
    query: Q,
    schema: T & AgreesWith<Q, T>,
    prepare: (documents: z.output<T>[]) => R = (documents) => documents as R,
  ): Promise<Loaded<R>> {
    let pending = results.get(queryName);
    if (pending === undefined) {
      pending = source
        .fetch(query)
        .then((raw) => ({ content: prepare(parseDocuments(queryName, schema, raw, warn)), failed: false }))
        .catch((error: unknown) => {
          const failure = new ContentQueryError(queryName, source.description, error);
          if (!renderErrors) throw failure;
          reportError(
            `[content] ${failure.message}. RENDER_CONTENT_ERRORS is set: rendering its error state.`,
          );
          return { content: prepare([]), failed: true };
        });
      results.set(queryName, pending);
    }
    return pending as Promise<Loaded<R>>;
  }

  /** The first document of a query of one-of-a-kind documents, if any. */
  const first = async <T>(loading: Promise<Loaded<T[]>>): Promise<Loaded<T | undefined>> => {
    const { content, failed } = await loading;
    return { content: content[0], failed };
  };

  return {
    /** The first aboutUs document, if any. */
    getAboutUs: () => first(load("aboutUs", queries.ABOUT_US_QUERY, aboutUsSchema)),
    /** Services, oldest first (the query orders them). */
    getServices: () => load("ourServices", queries.SERVICES_QUERY, serviceSchema),
    /** Every logo of every clients document, in one list. */
    getClientLogos: () =>
      load("clients", queries.CLIENT_LOGOS_QUERY, clientsSchema, (documents) =>
        documents.flatMap((doc) => doc.logos),
      ),
    getLandingProjects: () =>
      load("landingPageProjects", queries.LANDING_PROJECTS_QUERY, landingProjectSchema, sortByYearDesc),
    getClassifications: () =>
      load("classifications", queries.CLASSIFICATIONS_QUERY, classificationSchema, sortByOrder),
    /** The first mainClassification document, if any. */
    getMainClassification: () =>
      first(load("mainClassification", queries.MAIN_CLASSIFICATION_QUERY, mainClassificationSchema)),
    /** Every project, newest first (missing year last). */
    getProjects: () => load("ourProjects", queries.PROJECTS_QUERY, projectSchema, sortByYearDesc),
    getCareers: () => load("careers", queries.CAREERS_QUERY, careerSchema),
    /** Ordered; a LinkedIn or e-mail value that cannot be linked safely is dropped, with a warning. */
    getTeam: () =>
      load("team", queries.TEAM_QUERY, teamMemberSchema, (members) =>
        sortByOrder(members.map((member) => withSafeLinks(member, warn))),
      ),
  };
}

/** The names queries go by in messages. */
export type QueryName =
  | "aboutUs"
  | "ourServices"
  | "clients"
  | "landingPageProjects"
  | "classifications"
  | "mainClassification"
  | "ourProjects"
  | "careers"
  | "team";

const environment = buildEnvironment();
const loaders = createContentLoaders(
  createContentSource(environment.content, { token: environment.previewToken }),
  (message) => console.warn(message),
  { renderErrors: environment.renderContentErrors, reportError: (message) => console.error(message) },
);

export const {
  getAboutUs,
  getServices,
  getClientLogos,
  getLandingProjects,
  getClassifications,
  getMainClassification,
  getProjects,
  getCareers,
  getTeam,
} = loaders;

/**
 * Everything the home page shows, fetched together; `/` and `/contactus` render the same.
 * The home page has no error state of its own: a query that failed shows as one that found
 * nothing.
 */
export async function getHomeContent() {
  const [aboutUs, services, landingProjects, clientLogos] = await Promise.all([
    getAboutUs(),
    getServices(),
    getLandingProjects(),
    getClientLogos(),
  ]);
  return {
    aboutUs: aboutUs.content,
    services: services.content,
    landingProjects: landingProjects.content,
    clientLogos: clientLogos.content,
  };
}

export type HomeContent = Awaited<ReturnType<typeof getHomeContent>>;
