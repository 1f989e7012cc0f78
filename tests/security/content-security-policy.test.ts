import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  frameAncestors,
  framedBy,
  narrowCspToPage as narrowBytes,
} from "#src/security/content-security-policy.ts";
import { SPECULATION_RULES_TEXT } from "#src/config/speculation.ts";
import { ROOT } from "../../publishing/repository-paths.ts";

/** The function over a page's text, as the build hands it the page's bytes. */
const narrowCspToPage = (html: string) => Buffer.from(narrowBytes(Buffer.from(html))).toString();

const hash = (text: string, algorithm = "sha256") =>
  `'${algorithm}-${createHash(algorithm).update(text).digest("base64")}'`;

const RUNTIME = "(()=>{customElements.define('astro-island',class extends HTMLElement{})})();";
const DIRECTIVE = "(self.Astro||(self.Astro={})).visible=()=>{};";
const UNUSED = "(self.Astro||(self.Astro={})).idle=()=>{};";
const NON_ASCII = `${UNUSED}/* İstanbul — “é” */`;
const RISE = "animation-delay: 120ms";
const QUOTED = 'font-family: "Archivo" & more';

/** A page as Astro writes it: the policy first in the head, the code after it. */
const page = (policy: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="${policy}"><title>t</title></head><body>${body}</body></html>`;

const policyOf = (html: string) =>
  /<meta http-equiv="content-security-policy" content="([^"]*)">/.exec(html)?.[1];

const everyHash = [RUNTIME, DIRECTIVE, UNUSED, NON_ASCII, ""].map((text) => hash(text)).join(" ");
const fullPolicy = `default-src 'none';img-src 'self';script-src 'self' ${everyHash};style-src 'self' ${hash("x{}")};style-src-attr 'unsafe-hashes' ${hash(RISE)} ${hash(QUOTED)}`;

describe("narrowCspToPage", () => {
  it.each<[string, string, string]>([
    [
      "keeps the hashes of the scripts the page holds",
      `<script>${RUNTIME}</script><script>${DIRECTIVE}</script>`,
      `default-src 'none';img-src 'self';script-src 'self' ${hash(RUNTIME)} ${hash(DIRECTIVE)};style-src 'self' ${hash("x{}")};`,
    ],
    [
      "reads a module script, and one with text beyond ASCII, as UTF-8",
      `<script type="module">${RUNTIME}</script><script>${NON_ASCII}</script>`,
      `default-src 'none';img-src 'self';script-src 'self' ${hash(RUNTIME)} ${hash(NON_ASCII)};style-src 'self' ${hash("x{}")};`,
    ],
    [
      "keeps a style attribute's hash, with the references in it undone",
      `<h1 style="${RISE}">A</h1><p style="font-family: &#34;Archivo&#x22; &amp; more">B</p>`,
      `default-src 'none';img-src 'self';script-src 'self';style-src 'self' ${hash("x{}")};style-src-attr 'unsafe-hashes' ${hash(RISE)} ${hash(QUOTED)}`,
    ],
    [
      "drops every hash of a page without inline code, and style-src-attr with them",
      `<script type="module" src="/_astro/page.js"></script><p>Text</p>`,
      `default-src 'none';img-src 'self';script-src 'self';style-src 'self' ${hash("x{}")};`,
    ],
    [
      "keeps a hash whose script a content text holds in an attribute: never too little",
      `<img alt="<script>${UNUSED}</script>">`,
      `default-src 'none';img-src 'self';script-src 'self' ${hash(UNUSED)};style-src 'self' ${hash("x{}")};`,
    ],
    [
      "finds a real script after a stray start tag in an attribute",
      `<img alt="<script>"><script>${DIRECTIVE}</script>`,
      `default-src 'none';img-src 'self';script-src 'self' ${hash(DIRECTIVE)};style-src 'self' ${hash("x{}")};`,
    ],
  ])("%s", (_, body, expected) => {
    expect(policyOf(narrowCspToPage(page(fullPolicy, body)))).toBe(expected);
  });

  it("checks each hash with its own algorithm", () => {
    const policy = `script-src 'self' ${hash(RUNTIME, "sha384")} ${hash(UNUSED, "sha512")}`;
    expect(policyOf(narrowCspToPage(page(policy, `<script>${RUNTIME}</script>`)))).toBe(
      `script-src 'self' ${hash(RUNTIME, "sha384")}`,
    );
  });

  it("leaves the rest of the page as it was, byte for byte", () => {
    const body = `<script>${RUNTIME}</script><p>İstanbul — “quoted” &amp; more</p>`;
    const narrowed = narrowCspToPage(page(fullPolicy, body));
    expect(narrowed.replace(policyOf(narrowed) ?? "", "")).toBe(page("", body));
  });

  it.each([
    ["a page without a policy", "<!DOCTYPE html><html><head></head><body><script>x()</script></body></html>"],
    [
      "a policy in a content text, escaped",
      `<p>&lt;meta http-equiv=&quot;content-security-policy&quot;&gt;</p>`,
    ],
    [
      "a reference past Unicode's last character, as it stands",
      page(
        `style-src-attr 'unsafe-hashes' ${hash(`${RISE}&#99999999;`)}`,
        `<p style="${RISE}&#99999999;">A</p>`,
      ),
    ],
  ])("leaves %s alone", (_, html) => {
    expect(narrowCspToPage(html)).toBe(html);
  });
});

describe("who may frame a page", () => {
  it.each<[string | undefined, string]>([
    [undefined, "frame-ancestors 'none'"],
    ["https://studio.example.com/desk", "frame-ancestors 'self' https://studio.example.com"],
  ])("framed by %s: %s", (studio, directive) => {
    expect(frameAncestors(studio)).toBe(directive);
  });

  const PUBLIC_HEADERS = readFileSync(join(ROOT, "public/_headers"), "utf8");

  it("a preview build's headers: the Studio's origin where the public ones refuse every frame", () => {
    const framed = framedBy(PUBLIC_HEADERS, "https://studio.example.com");
    expect(framed).toContain("frame-ancestors 'self' https://studio.example.com");
    expect(framed).not.toContain("frame-ancestors 'none'");
    expect(framed).not.toMatch(/X-Frame-Options/);
  });

  it("refuses public headers that no longer say what it replaces", () => {
    expect(() => framedBy(PUBLIC_HEADERS.replace("X-Frame-Options: DENY", ""), "https://s.example")).toThrow(
      /X-Frame-Options: DENY/,
    );
  });
});

describe("what search adds to the policy", () => {
  const origins = { imageBaseUrl: "https://cdn.sanity.io/images/p/production", heroVideoUrls: [] };
  const scriptSources = (search: boolean) =>
    contentSecurityPolicy({ ...origins, search }).scriptDirective?.resources?.map((entry) =>
      typeof entry === "string" ? entry : entry.resource,
    );

  it.each([
    [true, ["'self'", "'wasm-unsafe-eval'"]],
    [false, ["'self'"]],
  ])("search %s: scripts from %o", (search, sources) => {
    expect(scriptSources(search)).toEqual(sources);
  });

  it("never 'unsafe-eval' or 'unsafe-inline' for scripts", () => {
    expect(scriptSources(true)).not.toContain("'unsafe-eval'");
    expect(scriptSources(true)).not.toContain("'unsafe-inline'");
  });

  it.each([
    [true, "worker-src 'self'"],
    [false, "worker-src 'none'"],
  ])("search %s: %s", (search, directive) => {
    expect(contentSecurityPolicy({ ...origins, search }).directives).toContain(directive);
  });

  // A page answers to every policy it is given: the headers' must leave scripts to the page's.
  it.each([
    ["public/_headers", () => readFileSync(join(ROOT, "public/_headers"), "utf8")],
    [
      "the CloudFront headers policy",
      () => readFileSync(join(ROOT, "publishing/cloudfront/response-headers-policy.json"), "utf8"),
    ],
  ])("%s restricts no script, so WebAssembly is the page policy's to allow", (_name, read) => {
    const policies = read()
      .split("\n")
      .filter((line) => /Content-?Security-?Policy/i.test(line));
    expect(policies.length).toBeGreaterThan(0);
    expect(read()).not.toMatch(/script-src|default-src/);
  });
});

describe("the speculation rules in the policy", () => {
  const origins = { imageBaseUrl: "https://cdn.sanity.io/images/p/production", heroVideoUrls: [] };
  const rulesHash = hash(SPECULATION_RULES_TEXT);

  it.each([[{ search: true }], [{ search: false }], [{ search: false, preview: true }]])(
    "%o: the rules' hash is allowed",
    (flags) => {
      const { hashes } = contentSecurityPolicy({ ...origins, ...flags }).scriptDirective ?? {};
      expect(hashes?.map((each) => `'${String(each)}'`)).toContain(rulesHash);
    },
  );

  it.each([
    [
      "a public page, which holds the rules",
      `<script type="speculationrules">${SPECULATION_RULES_TEXT}</script>`,
      true,
    ],
    ["a 404 page, which holds none", "<p>Not found</p>", false],
    [
      "a page whose rules are not the site's",
      '<script type="speculationrules">{"prefetch":[]}</script>',
      false,
    ],
  ])("%s keeps the hash: %s", (_name, body, kept) => {
    const policy = `default-src 'none';script-src 'self' ${rulesHash} ${hash(UNUSED)}`;
    const narrowed = policyOf(narrowCspToPage(page(policy, body))) ?? "";
    expect(narrowed.includes(rulesHash)).toBe(kept);
    expect(narrowed).not.toContain(hash(UNUSED));
  });
});
