import { expect, test, type Page } from "@playwright/test";
import { DEFAULT_SITE_URL as SITE } from "#src/config/environment.ts";
import { positionPath } from "#src/lib/career-listing.ts";
import { ARABIC_ONLY_DOCUMENTS } from "../tooling/sample-data/content.ts";
import { arabicPath, INDEXED_PAGES } from "./support/routes";

async function metadata(page: Page, path: string) {
  await page.goto(path);
  return page.evaluate(() => {
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
      webPage:
        [...document.querySelectorAll('script[type="application/ld+json"]')]
          .map((script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>)
          .find((data) => data["@type"] === "WebPage") ?? null,
    };
  });
}

test("every page has its own title and description, a canonical URL and a link preview", async ({ page }) => {
  // One visit per indexed page, 45 at the sample: about half a second each, and more on a busy
  // machine than Playwright's 30 s for a test.
  test.setTimeout(120_000);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of INDEXED_PAGES) {
    const page_ = await metadata(page, path);
    const canonical = `${SITE}${path}`;
    expect(page_, path).toMatchObject({
      lang: "en",
      canonical,
      robots: null,
      ogTitle: page_.title,
      ogDescription: page_.description,
      ogUrl: canonical,
      twitterCard: "summary_large_image",
      manifest: "/manifest.webmanifest",
      touchIcon: "/media/apple-touch-icon.png",
      webPage: { url: canonical, name: page_.title, inLanguage: "en" },
    });
    expect(page_.ogImage, path).toMatch(/^https:\/\//);
    expect(page_.description?.length, path).toBeGreaterThan(30);
    expect(titles.get(page_.title), `${path} repeats a title`).toBeUndefined();
    expect(descriptions.get(page_.description ?? ""), `${path} repeats a description`).toBeUndefined();
    titles.set(page_.title, path);
    descriptions.set(page_.description ?? "", path);
  }
});

test("/contactus is the home page, canonical to /", async ({ page }) => {
  const contact = await metadata(page, "/contactus");
  expect(contact.canonical).toBe(`${SITE}/`);
  expect(contact.ogUrl).toBe(`${SITE}/`);
});

test("a project's preview is its own first image, cropped to 1200 × 630", async ({ page }) => {
  const project = await metadata(page, "/ourProjects/project-airport-t2");
  expect(project.title).toBe("Regional Airport Terminal 2 Expansion | Arkan Contracting");
  expect(project.ogImage).toMatch(/\/images\/sample\/production\/[0-9a-f]+-1200x800\.jpg\?.*w=1200&h=630/);
  const bare = await metadata(page, "/ourProjects/project-guest-palace");
  expect(bare.ogImage).toBe(`${SITE}/media/share.jpg`);
});

test("the 404 page stays out of search results", async ({ page }) => {
  const missing = await metadata(page, "/no-such-page");
  expect(missing.robots).toBe("noindex");
  expect(missing.canonical).toBeNull();
  expect(missing.webPage).toBeNull();
  expect(missing.ogUrl).toBeNull();
});

test("each language's pages have a web manifest that names the company and opens at that language's home", async ({
  page,
  request,
}) => {
  for (const home of ["/", arabicPath("/")]) {
    await page.goto(home);
    const href = (await page.locator('link[rel="manifest"]').getAttribute("href")) ?? "";
    const answer = await request.get(href);
    expect(answer.headers()["content-type"], href).toBe("application/manifest+json");
    const manifest = (await answer.json()) as { name: string; start_url: string; icons: { src: string }[] };
    expect(manifest, href).toMatchObject({ name: "Arkan Contracting", start_url: home });
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  }
});

test("the sitemap lists exactly the indexable pages in both languages, and robots.txt points to it", async ({
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap-index.xml`);
  const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
  const listed: string[] = [];
  let xml = "";
  for (const sitemap of locations(await (await request.get("/sitemap-index.xml")).text())) {
    xml += await (await request.get(new URL(sitemap).pathname)).text();
  }
  listed.push(...locations(xml));
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
  for (const path of arabicOnly) {
    expect(xml).toContain(`<url><loc>${SITE}${path}</loc></url>`);
  }
  // Each page names its other language's address, both ways.
  for (const path of ["/careers", "/ar/careers"]) {
    const entry = new RegExp(`<url><loc>${SITE}${path}</loc>(.*?)</url>`).exec(xml)?.[1] ?? "";
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE}/careers"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${SITE}/ar/careers"/>`);
  }
});

const jsonLd = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "") as unknown));

test("structured data: the company, project breadcrumbs, and a job posting on each position's page only", async ({
  page,
}) => {
  await page.goto("/");
  expect(await jsonLd(page)).toEqual([
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

  await page.goto("/ourProjects/project-airport-t2");
  const [trail] = (await jsonLd(page)) as {
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
  const types = async () => ((await jsonLd(page)) as { "@type": string }[]).map((data) => data["@type"]);
  await page.goto("/careers");
  expect(await types()).toEqual(["WebPage"]);
  await page.goto("/careers/career-hr-officer");
  const [positionTrail, posting] = (await jsonLd(page)) as Record<string, unknown>[];
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
