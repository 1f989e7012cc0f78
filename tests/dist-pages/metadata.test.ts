/**
 * What search engines and link previews read of each page, from the HTML the build wrote: titles
 * and descriptions, canonical addresses, link previews, the web manifests, the sitemap and
 * robots.txt, and the structured data (a browser spec until the HTML layer: it read only the
 * HTML).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_URL as SITE } from "#src/config/environment.ts";
import { positionPath } from "#src/lib/listing/career-listing.ts";
import { mimeTypeOf } from "#src/lib/build/mime-types.ts";
import { ARABIC_ONLY_DOCUMENTS } from "../../tooling/sample-data/content.ts";
import { PUBLIC_OUT_DIR } from "../../publishing/repository-paths.ts";
import { arabicPath, INDEXED_PAGES } from "../../e2e/support/routes.ts";
import { builtDocument } from "./built-site.ts";

const jsonLd = (document: Document) =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>,
  );

function metadata(path: string) {
  const document = builtDocument(path);
  const read = (selector: string, attribute = "content") =>
    document.querySelector(selector)?.getAttribute(attribute) ?? null;
  return {
    lang: document.documentElement.getAttribute("lang"),
    title: document.title,
    description: read('meta[name="description"]'),
    canonical: read('link[rel="canonical"]', "href"),
    robots: read('meta[name="robots"]'),
    ogTitle: read('meta[property="og:title"]'),
    ogDescription: read('meta[property="og:description"]'),
    ogUrl: read('meta[property="og:url"]'),
    ogImage: read('meta[property="og:image"]'),
    twitterCard: read('meta[name="twitter:card"]'),
    manifest: read('link[rel="manifest"]', "href"),
    touchIcon: read('link[rel="apple-touch-icon"]', "href"),
    webPage: jsonLd(document).find((data) => data["@type"] === "WebPage") ?? null,
  };
}

/** A file of dist/ by its address. */
const builtFile = (href: string) => readFileSync(join(PUBLIC_OUT_DIR, new URL(href, SITE).pathname), "utf8");

describe("what search engines and link previews read", () => {
  it("every indexed page has its own title and description, a canonical URL and a link preview", () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of INDEXED_PAGES) {
      const page = metadata(path);
      const canonical = `${SITE}${path}`;
      expect(page, path).toMatchObject({
        lang: "en",
        canonical,
        robots: null,
        ogTitle: page.title,
        ogDescription: page.description,
        ogUrl: canonical,
        twitterCard: "summary_large_image",
        manifest: "/manifest.webmanifest",
        touchIcon: "/media/apple-touch-icon.png",
        webPage: { url: canonical, name: page.title, inLanguage: "en" },
      });
      expect(page.ogImage, path).toMatch(/^https:\/\//);
      expect(page.description?.length, path).toBeGreaterThan(30);
      expect(titles.get(page.title), `${path} repeats a title`).toBeUndefined();
      expect(descriptions.get(page.description ?? ""), `${path} repeats a description`).toBeUndefined();
      titles.set(page.title, path);
      descriptions.set(page.description ?? "", path);
    }
  });

  it("/contactus is the home page, canonical to /", () => {
    const contact = metadata("/contactus");
    expect(contact.canonical).toBe(`${SITE}/`);
    expect(contact.ogUrl).toBe(`${SITE}/`);
  });

  it("a project's preview is its own first image, cropped to 1200 × 630", () => {
    const project = metadata("/ourProjects/project-airport-t2");
    expect(project.title).toBe("Regional Airport Terminal 2 Expansion | Arkan Contracting");
    expect(project.ogImage).toMatch(/\/images\/sample\/production\/[0-9a-f]+-1200x800\.jpg\?.*w=1200&h=630/);
    expect(metadata("/ourProjects/project-guest-palace").ogImage).toBe(`${SITE}/media/share.jpg`);
  });

  it("the 404 page stays out of search results", () => {
    const missing = metadata("/404.html");
    expect(missing.robots).toBe("noindex");
    expect(missing.canonical).toBeNull();
    expect(missing.webPage).toBeNull();
    expect(missing.ogUrl).toBeNull();
  });

  it("each language's pages have a web manifest that names the company and opens at that language's home", () => {
    for (const home of ["/", arabicPath("/")]) {
      const href = builtDocument(home).querySelector('link[rel="manifest"]')?.getAttribute("href") ?? "";
      expect(mimeTypeOf(href), href).toBe("application/manifest+json");
      const manifest = JSON.parse(builtFile(href)) as {
        name: string;
        start_url: string;
        icons: { src: string }[];
      };
      expect(manifest, href).toMatchObject({ name: "Arkan Contracting", start_url: home });
      for (const icon of manifest.icons) {
        expect(existsSync(join(PUBLIC_OUT_DIR, new URL(icon.src, SITE).pathname)), icon.src).toBe(true);
      }
    }
  });

  it("the sitemap lists exactly the indexable pages in both languages, and robots.txt points to it", () => {
    expect(builtFile("/robots.txt")).toContain(`Sitemap: ${SITE}/sitemap-index.xml`);
    const locations = (xml: string) =>
      [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
    const xml = locations(builtFile("/sitemap-index.xml")).map(builtFile).join("");
    const listed = locations(xml);
    // Every page of each language; the documents written only in Arabic on Arabic pages only.
    const arabicOnly = ARABIC_ONLY_DOCUMENTS.map(
      (doc) => `/ar${doc._type === "careers" ? positionPath(doc._id) : `/ourProjects/${doc._id}`}`,
    );
    expect(arabicOnly).toHaveLength(2);
    expect(listed.toSorted()).toEqual(
      [...INDEXED_PAGES, ...INDEXED_PAGES.map(arabicPath), ...arabicOnly]
        .map((path) => `${SITE}${path}`)
        .toSorted(),
    );
    // An alternate names only a page the sitemap lists; a page without a twin names none.
    const alternates = [...xml.matchAll(/<xhtml:link [^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(alternates.filter((href) => !listed.includes(href ?? ""))).toEqual([]);
    for (const path of arabicOnly) expect(xml).toContain(`<url><loc>${SITE}${path}</loc></url>`);
    // Each page names its other language's address, both ways.
    for (const path of ["/careers", "/ar/careers"]) {
      const entry = new RegExp(`<url><loc>${SITE}${path}</loc>(.*?)</url>`).exec(xml)?.[1] ?? "";
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE}/careers"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${SITE}/ar/careers"/>`);
    }
  });

  it("structured data: the company, project breadcrumbs, and a job posting on each position's page only", () => {
    expect(jsonLd(builtDocument("/"))).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "Organization",
        "@id": `${SITE}/#organization`,
        name: "Arkan Contracting",
        description: expect.stringContaining("since 1985"),
        url: `${SITE}/`,
        logo: `${SITE}/media/logo.svg`,
        email: "info@arkan-contracting.com",
        foundingDate: "1985",
        sameAs: expect.arrayContaining([expect.stringMatching(/^https:\/\/www\.linkedin\.com\//)]),
      },
      expect.objectContaining({ "@type": "WebPage", url: `${SITE}/` }),
    ]);

    const [trail] = jsonLd(builtDocument("/ourProjects/project-airport-t2")) as {
      "@type": string;
      itemListElement: { name: string; item: string }[];
    }[];
    expect(trail?.["@type"]).toBe("BreadcrumbList");
    expect(trail?.itemListElement.map((step) => [step.name, step.item])).toEqual([
      ["Home", `${SITE}/`],
      ["Our Projects", `${SITE}/ourProjects`],
      ["Regional Airport Terminal 2 Expansion", `${SITE}/ourProjects/project-airport-t2`],
    ]);

    // Google allows job postings on a position's own page, never on a list.
    expect(jsonLd(builtDocument("/careers")).map((data) => data["@type"])).toEqual(["WebPage"]);
    const [positionTrail, posting] = jsonLd(builtDocument("/careers/career-hr-officer"));
    expect(positionTrail).toMatchObject({ "@type": "BreadcrumbList" });
    expect(posting).toMatchObject({
      "@type": "JobPosting",
      title: "HR Officer",
      datePosted: "2024-01-01",
      employmentType: "FULL_TIME",
      hiringOrganization: { name: "Arkan Contracting", sameAs: `${SITE}/`, logo: `${SITE}/media/logo.svg` },
      jobLocation: { address: { addressLocality: "Dammam", addressCountry: "SA" } },
    });
  });
});
