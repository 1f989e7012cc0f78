/**
 * netlify.toml: what Netlify needs to build and serve the site, and the webhook filter the
 * manual gives for Sanity (docs/publishing.md), which must name every document type the site queries.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

import { MOVED_PAGES } from "#src/config/navigation.ts";
import { CONTENT_TYPES } from "#src/lib/content/documents/index.ts";
import { translationMetadata } from "#src/lib/content/documents/translation-metadata.ts";
import { PREVIEW_SERVER_OUT_DIR, ROOT } from "../../publishing/repository-paths.ts";
import { webhookFilter } from "../../publishing/webhook-filter.ts";

const toml = readFileSync(join(ROOT, "netlify.toml"), "utf8");
const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { engines: { node: string } };

describe("netlify.toml", () => {
  it("builds with npm run build and publishes dist", () => {
    expect(toml).toMatch(/^\[build\]\n\s+command = "npm run build"\n\s+publish = "dist"$/m);
  });

  it("asks for the Node major version the project pins", () => {
    const major = /NODE_VERSION = "(\d+)"/.exec(toml)?.[1];
    expect(pkg.engines.node).toContain(`>=${major}.`);
  });

  it("builds the draft preview server on its own branch only, for Netlify", () => {
    expect(toml).toMatch(
      new RegExp(
        `^\\[context\\.draft-preview\\]\n\\s+command = "npm run build:preview-server"\n\\s+publish = "${relative(ROOT, PREVIEW_SERVER_OUT_DIR)}"$`,
        "m",
      ),
    );
    // The adapter is Netlify's there by NETLIFY=true; the secrets are set for functions, not here.
    expect(toml).not.toMatch(
      /^\s*(SANITY_PREVIEW|SANITY_READ_TOKEN|PREVIEW_COOKIE_SECRET|PREVIEW_SERVER_ADAPTER)\s*=/m,
    );
  });

  it.each(
    Object.entries(MOVED_PAGES).flatMap(([from, to]) => [[from, to] as const, [`${from}/*`, to] as const]),
  )("redirects %s to %s permanently", (from, to) => {
    expect(toml).toContain(
      `[[redirects]]\n  from = "${from}"\n  to = "${to}"\n  status = 301\n  force = true`,
    );
  });
});

describe("the Sanity webhook filter", () => {
  it("names exactly the document types the site queries, and the translation metadata", () => {
    const listed = new Set([...webhookFilter().matchAll(/"([\w.]+)"/g)].map((match) => match[1]));
    expect(listed).toEqual(
      new Set([
        ...Object.values(CONTENT_TYPES).map((type) => type.documentType),
        translationMetadata.documentType,
      ]),
    );
  });

  it("is the one docs/publishing.md gives", () => {
    const manual = readFileSync(join(ROOT, "docs/publishing.md"), "utf8");
    expect(manual).toContain(`\`\`\`groq\n${webhookFilter()}\n\`\`\``);
  });
});
