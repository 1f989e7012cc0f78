/**
 * Where the register's commands read a dataset's projects: a dataset export (NDJSON, as
 * `sanity dataset export` writes it, unpacked) or the project's dataset itself, through
 * `@sanity/client` with a token (SANITY_AUTH_TOKEN, an Editor's for `--write`).
 */
import { readFileSync } from "node:fs";
import type { SanityClient } from "@sanity/client";
import { ContentConfigError, readContentConfig } from "../../src/config/content-config.ts";
import { sanityClient } from "../../src/lib/content/content-source.ts";
import { isPublishedId, publishedId } from "../../src/lib/content/document-id.ts";
import { parseNdjson, problemLine } from "../validation/problems.ts";
import { PROJECT_TYPE, without, type SanityDocument } from "./register.ts";

const isDocument = (value: Record<string, unknown>): value is SanityDocument =>
  typeof value["_id"] === "string" && typeof value["_type"] === "string";

/** The published documents of a dataset export; a line that is not one stops the command. */
export function readDatasetFile(path: string): SanityDocument[] {
  const { documents, problems } = parseNdjson(readFileSync(path, "utf8"));
  if (problems.length > 0) {
    throw new ContentConfigError(`${path} is not a dataset export:\n${problems.map(problemLine).join("\n")}`);
  }
  return documents.filter(isDocument).filter((document) => isPublishedId(document._id));
}

/** The project's dataset, from the environment, with the token the command needs. */
export function datasetClient(env: NodeJS.ProcessEnv): SanityClient {
  const config = readContentConfig(env);
  if (config.source !== "sanity") {
    throw new ContentConfigError(
      "PUBLIC_SANITY_PROJECT_ID is not set: name the project whose dataset to read.",
    );
  }
  const token = env["SANITY_AUTH_TOKEN"];
  if (token === undefined || token === "") {
    throw new ContentConfigError(
      "SANITY_AUTH_TOKEN is not set: an Editor token of the project (sanity.io/manage, API, Tokens).",
    );
  }
  return sanityClient(config, { token, perspective: "raw" });
}

/** The dataset's projects and translation sets, published; and the projects with a draft or a release's version. */
export async function fetchProjects(
  client: SanityClient,
): Promise<{ documents: SanityDocument[]; drafts: Set<string> }> {
  const all = await client.fetch<SanityDocument[]>(`*[_type == $type || _type == "translation.metadata"]`, {
    type: PROJECT_TYPE,
  });
  return {
    // What a perspective adds to a result is not part of the document.
    documents: all
      .filter((document) => isPublishedId(document._id))
      .map((document) => without(document, ["_originalId"])),
    drafts: new Set(
      all.filter((document) => !isPublishedId(document._id)).map((document) => publishedId(document._id)),
    ),
  };
}
