/**
 * The static hosts' header rules (public/_headers, and its CloudFront twin): every page is
 * served no-cache, hashed assets immutable, nothing gets two Cache-Control values (hosts
 * join the values of all matching rules), and every path gets the security headers. Pages
 * are found from src/pages and the redirects, so a new page without a rule fails here.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MOVED_PAGES } from "#src/config/navigation.ts";
import { DEFAULT_LOCALE, LOCALES } from "#src/i18n/locales.ts";
import { BUILD_INFO_PATH } from "#src/lib/build-info.ts";
import { PREVIEW_HEADERS } from "#src/config/preview.ts";
import { draftHeaders } from "#src/integrations/preview-build.ts";
import { headersFor, parseHeaders, siteHeaderRules } from "../../publishing/host-headers.ts";
import { ROOT } from "../../publishing/repository-paths.ts";

/** What each language's paths begin with: nothing for the default, `/ar` for Arabic. */
const roots = LOCALES.map((locale) => (locale === DEFAULT_LOCALE ? "" : `/${locale.code}`));

/**
 * Every route the site builds, from the files in src/pages: those under `[...locale]/` in
 * every language, those under `[locale]/` in every language but the default.
 */
function routes(): string[] {
  const files = readdirSync(join(ROOT, "src/pages"), { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".astro"),
  );
  const fromPages = files.flatMap((file) => {
    const route = `/${file.replace(/\.astro$/, "").replace(/(^|\/)index$/, "")}`;
    // The old addresses' page builds one page for each of them.
    if (route === "/[moved]") return Object.keys(MOVED_PAGES);
    // A rest parameter (`[...listing]`) matches its folder too: /ourProjects as well as below it.
    const folder = /\/\[\.\.\.[^\]]+\]$/.test(route) ? [route.replace(/\/[^/]+$/, "") || "/"] : [];
    return [...folder, route].flatMap((path) => {
      const rest = path.replace(/^\/\[(\.\.\.)?locale\]/, "");
      if (rest === path) return [path.replace(/\[[^\]]+\]/g, "some-id")];
      const inRoots = path.startsWith("/[...locale]") ? roots : roots.filter(Boolean);
      return inRoots.map((root) => `${root}${rest}`.replace(/\[[^\]]+\]/g, "some-id") || "/");
    });
  });
  return [...new Set(fromPages)];
}

const STUDIO = "https://studio.example.com";
const rules = siteHeaderRules();

describe("public/_headers", () => {
  it("finds the site's routes", () => {
    expect(routes()).toEqual(
      expect.arrayContaining([
        "/",
        "/404",
        "/careers",
        "/ourProjects",
        "/ourProjects/some-id",
        "/ar",
        "/ar/404",
        "/ar/careers",
        "/ar/ourProjects/some-id",
      ]),
    );
  });

  it.each(
    routes().flatMap((route) =>
      route === "/404"
        ? ["/404.html"]
        : route === "/"
          ? ["/", "/index.html"]
          : [route, `${route}/`, `${route}/index.html`],
    ),
  )("serves %s with exactly one Cache-Control: no-cache", (path) => {
    expect(headersFor(rules, path).get("cache-control")).toEqual(["no-cache"]);
  });

  it.each(["/_astro/index.B7dcA1x.js", "/_astro/archivo-latin-wght-normal.Dc2x9.woff2"])(
    "serves the hashed asset %s immutable for a year",
    (path) => {
      expect(headersFor(rules, path).get("cache-control")).toEqual(["public, max-age=31536000, immutable"]);
    },
  );

  it("serves the build record fresh, to the Studio on any origin", () => {
    const headers = headersFor(rules, BUILD_INFO_PATH);
    expect(headers.get("cache-control")).toEqual(["no-cache"]);
    expect(headers.get("access-control-allow-origin")).toEqual(["*"]);
  });

  it.each(["/", "/careers", "/_astro/x.js", "/media/hero.mp4"])(
    "sends the security headers on %s",
    (path) => {
      const headers = headersFor(rules, path);
      expect(headers.get("strict-transport-security")?.[0]).toMatch(/^max-age=(\d{8,});/);
      expect(headers.get("x-content-type-options")).toEqual(["nosniff"]);
      expect(headers.get("referrer-policy")).toEqual(["strict-origin-when-cross-origin"]);
      expect(headers.get("permissions-policy")?.[0]).toContain("camera=()");
      expect(headers.get("content-security-policy")?.[0]).toContain("frame-ancestors 'none'");
      expect(headers.get("x-frame-options")).toEqual(["DENY"]);
    },
  );
});

describe("publishing/cloudfront/response-headers-policy.json", () => {
  const policy = JSON.parse(
    readFileSync(join(ROOT, "publishing/cloudfront/response-headers-policy.json"), "utf8"),
  ) as {
    SecurityHeadersConfig: {
      StrictTransportSecurity: { AccessControlMaxAgeSec: number; IncludeSubdomains: boolean };
      FrameOptions: { FrameOption: string };
      ReferrerPolicy: { ReferrerPolicy: string };
      ContentSecurityPolicy: { ContentSecurityPolicy: string };
      ContentTypeOptions: { Override: boolean };
    };
    CustomHeadersConfig: { Quantity: number; Items: { Header: string; Value: string }[] };
  };
  const everywhere = headersFor(rules, "/");
  const one = (name: string) => everywhere.get(name)?.[0];

  it("sets the same security headers as public/_headers", () => {
    const security = policy.SecurityHeadersConfig;
    const hsts = security.StrictTransportSecurity;
    expect(
      `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? "; includeSubDomains" : ""}`,
    ).toBe(one("strict-transport-security"));
    expect(security.ContentTypeOptions.Override).toBe(true);
    expect(security.FrameOptions.FrameOption).toBe(one("x-frame-options"));
    expect(security.ReferrerPolicy.ReferrerPolicy).toBe(one("referrer-policy"));
    expect(security.ContentSecurityPolicy.ContentSecurityPolicy).toBe(one("content-security-policy"));
    const custom = new Map(
      policy.CustomHeadersConfig.Items.map((item) => [item.Header.toLowerCase(), item.Value]),
    );
    expect(policy.CustomHeadersConfig.Quantity).toBe(custom.size);
    expect(custom.get("permissions-policy")).toBe(one("permissions-policy"));
    expect(custom.get("cross-origin-opener-policy")).toBe(one("cross-origin-opener-policy"));
  });
});

describe("a draft preview's headers, on every host", () => {
  const preview = parseHeaders(draftHeaders(readFileSync(join(ROOT, "public/_headers"), "utf8"), STUDIO));

  it.each([
    ...routes(),
    "/company-profile.pdf",
    "/_astro/x.js",
    "/pagefind/index/en_1.pf_index",
    BUILD_INFO_PATH,
  ])("serves %s private, never stored, unindexed, and framed by the Studio only", (path) => {
    const headers = headersFor(preview, path);
    expect(headers.get("cache-control")).toEqual([PREVIEW_HEADERS["Cache-Control"]]);
    expect(headers.get("x-robots-tag")).toEqual([PREVIEW_HEADERS["X-Robots-Tag"]]);
    expect(headers.get("content-security-policy")?.[0]).toContain(`frame-ancestors 'self' ${STUDIO}`);
    expect(headers.get("x-frame-options")).toBeUndefined();
  });

  it("its CloudFront policy sends the same", () => {
    const policy = JSON.parse(
      readFileSync(join(ROOT, "publishing/cloudfront/preview-response-headers-policy.json"), "utf8"),
    ) as {
      CustomHeadersConfig: {
        Quantity: number;
        Items: { Header: string; Value: string; Override: boolean }[];
      };
    };
    const { Quantity, Items } = policy.CustomHeadersConfig;
    expect(Quantity).toBe(Items.length);
    expect(Object.fromEntries(Items.map((item) => [item.Header, item.Value]))).toEqual(PREVIEW_HEADERS);
    expect(Items.every((item) => item.Override)).toBe(true);
  });
});
