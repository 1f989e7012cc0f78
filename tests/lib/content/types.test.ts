/**
 * What each content type hands its components: the mapping from validated content to props.
 * The queries and schemas are tested against the sample dataset (sample-data.test.ts) and in
 * schemas.test.ts; the preparation (ordering, links) in loaders.test.ts.
 */
import { describe, expect, it } from "vitest";
import { CONTACT_EMAIL } from "#src/config/company.ts";
import { createImageResolver } from "#src/lib/content/image-url.ts";
import { careers, positionItems, positionPage } from "#src/lib/content/documents/careers.ts";
import { calendarDay } from "#src/lib/calendar-day.ts";
import { clientLogoItems } from "#src/lib/content/documents/clients.ts";
import {
  coverImage,
  projectArticle,
  projectCard,
  type Project,
} from "#src/lib/content/documents/our-projects.ts";
import { teamCards } from "#src/lib/content/documents/team.ts";
import { certificateView, certificateViews } from "#src/lib/content/certificate-view.ts";
import { safetyRows } from "#src/lib/content/documents/safety-record.ts";
import { wordsFor } from "#src/i18n/dictionary.ts";
import { en } from "#src/i18n/en.ts";

const images = createImageResolver({ projectId: "p", dataset: "d", imageBaseUrl: "https://cdn.sanity.io" });
/** An image as the schema gives it, without crop, hotspot or key. */
const asset = (name: string, size = "1600x1200", alt?: string) => ({
  asset: { _ref: `image-${name}-${size}-jpg` },
  url: `https://cdn.sanity.io/images/p/d/${name}-${size}.jpg`,
  crop: undefined,
  hotspot: undefined,
  alt,
  _key: undefined,
});
const project = (fields: Partial<Project>): Project => ({
  _id: "p-1",
  title: "Terminal",
  category: undefined,
  description: undefined,
  value: undefined,
  image: undefined,
  images: [],
  year: undefined,
  ...fields,
});

describe("projects", () => {
  it.each<[string, Partial<Project>, string | undefined]>([
    ["its own image first", { image: asset("cover"), images: [asset("a"), asset("b")] }, "cover"],
    ["else the first of its images", { images: [asset("a"), asset("b")] }, "a"],
    ["else none, for the placeholder", {}, undefined],
  ])("the cover is %s", (_, fields, expected) => {
    expect(coverImage(project(fields))?.asset._ref.split("-")[1]).toBe(expected);
  });

  it.each<[string, Partial<Project>, { href: string; alt: string; src?: RegExp }]>([
    [
      "a card links to its page, the id encoded, the cover cut to 4:3",
      { _id: "a b", image: asset("cover", undefined, " Night view ") },
      { href: "/ourProjects/a%20b", alt: "Night view", src: /cover-1600x1200\.jpg\?w=800&h=600&fit=crop/ },
    ],
    [
      "a cover without alternative text is named by the title",
      { images: [asset("a")] },
      { href: "/ourProjects/p-1", alt: "Terminal" },
    ],
    [
      "a card without a picture keeps its title as alternative text",
      {},
      { href: "/ourProjects/p-1", alt: "Terminal" },
    ],
  ])("%s", (_, fields, { href, alt, src }) => {
    const card = projectCard(project(fields), images, "");
    expect(card.href).toBe(href);
    expect(card.alt).toBe(alt);
    if (src) expect(card.image?.src).toMatch(src);
    else expect(card.image === undefined).toBe(fields.images === undefined);
  });

  it("an article's gallery is cut to 16:9 at 1200 px, each image with the editor's text or none", () => {
    const article = projectArticle(
      project({
        category: "Airport",
        images: [asset("a", undefined, "Apron"), asset("b", undefined, "  "), asset("c")],
      }),
      images,
    );
    expect(article).toMatchObject({ title: "Terminal", category: "Airport" });
    expect(article.images.map((image) => [image.width, image.height, image.alt])).toEqual([
      [1200, 675, "Apron"],
      [1200, 675, undefined],
      [1200, 675, undefined],
    ]);
    expect(article.images[0]?.src).toMatch(/a-1600x1200\.jpg\?rect=0,150,1600,900&w=1200&h=675&fit=crop/);
  });
});

describe("the other content types' props", () => {
  it.each<[string, string, string]>([
    ["en", "Application for Site Engineer", "/careers/c-1"],
    ["ar", "طلب التقدّم لوظيفة Site Engineer", "/ar/careers/c-1"],
  ])("a position in %s applies by e-mail to the company, naming the position", (code, subject, path) => {
    const root = code === "en" ? "" : `/${code}`;
    const position = { _id: "c-1", title: "Site Engineer", requirements: [] };
    const [item] = positionItems([position], wordsFor(code), root, CONTACT_EMAIL);
    expect(item?.applyHref).toBe(`mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(subject)}`);
    expect(item?.path).toBe(path);
  });

  it("a project's card links to its page in the card's language", () => {
    expect(projectCard(project({}), images, "/ar").href).toBe("/ar/ourProjects/p-1");
  });

  it("a position links to its page, which has the day it was posted", () => {
    const position = {
      _id: "c-1",
      title: "Site Engineer",
      requirements: [],
      _createdAt: "2026-02-03T10:00:00Z",
    };
    expect(positionItems([position], en, "", CONTACT_EMAIL)[0]?.path).toBe("/careers/c-1");
    expect(positionPage(position, en, "jobs@example.com")).toMatchObject({
      title: "Site Engineer",
      postedOn: "2026-02-03",
      applyHref: "mailto:jobs@example.com?subject=Application%20for%20Site%20Engineer",
    });
  });

  it("a position whose closing day has passed is not built; one closing today is", () => {
    const day = (offset: number) => calendarDay(new Date(Date.now() + offset * 86_400_000));
    const positions = [-1, 0, 1].map((offset) => ({
      _id: `closes-${offset}`,
      title: "T",
      requirements: [],
      closesOn: day(offset),
    }));
    const open = careers.prepare([...positions, { _id: "no-date", title: "T", requirements: [] }], () => {});
    expect(open.map((position) => position._id)).toEqual(["closes-0", "closes-1", "no-date"]);
  });

  it("a client logo without key or text is named by its place", () => {
    const items = clientLogoItems(
      [{ ...asset("x", "400x200", "Port Authority"), _key: "k" }, asset("y", "400x200")],
      images,
      en,
    );
    expect(items.map(({ key, alt, image }) => [key, alt, image.width, image.height])).toEqual([
      ["k", "Port Authority", 200, 100],
      ["1", "Client logo 2", 200, 100],
    ]);
  });

  it("a member's card links the checked LinkedIn and e-mail, and names the portrait", () => {
    const [withLinks, without] = teamCards(
      [
        {
          _id: "t-1",
          name: "Huda",
          email: "huda@example.com",
          linkedIn: "https://www.linkedin.com/in/huda",
          image: asset("h", undefined, "Huda on site"),
        },
        { _id: "t-2", name: "Omar" },
      ],
      images,
    );
    expect(withLinks).toMatchObject({
      mailtoHref: "mailto:huda@example.com",
      linkedInHref: "https://www.linkedin.com/in/huda",
      alt: "Huda on site",
    });
    expect(withLinks?.image?.src).toMatch(/w=800&h=1000&fit=crop/);
    expect(without).toMatchObject({
      mailtoHref: undefined,
      linkedInHref: undefined,
      alt: "Omar",
      image: undefined,
    });
  });
});

describe("the company's credentials", () => {
  it.each([
    [
      "en",
      { _id: "s", year: 2025, hoursWorked: 4_812_300, lostTimeInjuries: 1, includesSubcontractors: true },
      {
        year: "2025",
        hoursWorked: "4,812,300",
        lostTimeInjuries: "1",
        rate: "0.21",
        subcontractors: "Included",
      },
    ],
    [
      "ar",
      { _id: "s", year: 2021, hoursWorked: 2_870_150, lostTimeInjuries: 2, includesSubcontractors: false },
      {
        year: "٢٠٢١",
        hoursWorked: "٢٬٨٧٠٬١٥٠",
        lostTimeInjuries: "٢",
        rate: "٠٫٧٠",
        subcontractors: "غير مشمولين",
      },
    ],
    [
      "en",
      { _id: "s", year: 2020, lostTimeInjuries: 0 },
      { hoursWorked: "Not stated", lostTimeInjuries: "0", rate: "Not stated", subcontractors: "Not stated" },
    ],
  ])(
    "a safety record's row in %s, in the page's digits, its rate to two decimals",
    (language, record, row) => {
      expect(safetyRows([record], wordsFor(language))[0]).toMatchObject(row);
    },
  );

  it("a certificate's facts on a day: the day written in the page's language, expired from the day after its last, a verify link only over https", () => {
    const certificate = {
      certificateNumber: "EMS-1",
      issuedOn: "2024-01-12",
      validUntil: "2027-01-11",
      verifyUrl: "http://example.org/v",
    };
    expect(certificateView(certificate, "EMS", en, "2027-01-11")).toEqual({
      name: "EMS",
      lang: undefined,
      facts: {
        number: "EMS-1",
        issuer: undefined,
        issuedOn: "12 January 2024",
        validity: { until: "2027-01-11", day: "11 January 2027", expired: false },
        verifyHref: undefined,
      },
      dates: { issuedOn: "2024-01-12", validUntil: "2027-01-11" },
      held: true,
    });
    const dayAfter = certificateView(certificate, "EMS", wordsFor("ar"), "2027-01-12");
    expect(dayAfter.facts.validity).toEqual({
      until: "2027-01-11",
      day: "١١ يناير ٢٠٢٧م (٣ شعبان ١٤٤٨ هـ)",
      expired: true,
    });
    expect(dayAfter.held).toBe(false);
    expect(certificateView({}, "Undated", en, "2027-01-11").held).toBe(false);
    expect(
      certificateView({ verifyUrl: "https://example.org/v?n=1" }, "V", en, "2027-01-11").facts.verifyHref,
    ).toBe("https://example.org/v?n=1");
  });

  it("names the main certificate in the page's words, an ISO one by its standard, else its title, at the anchor search opens", () => {
    const { main, certificates } = certificateViews(
      { certificateNumber: "CC-1" },
      [
        { _id: "iso-1", title: "Quality", standard: "ISO 9001:2015" },
        { _id: "iso-2", title: "ISO 27001" },
      ],
      wordsFor("ar"),
      "2026-11-28",
    );
    expect(main?.name).toBe(wordsFor("ar").credentials.certificate.mainName);
    expect(certificates.map(({ anchor, name }) => [anchor, name])).toEqual([
      ["certificate-iso-1", "ISO 9001:2015"],
      ["certificate-iso-2", "ISO 27001"],
    ]);
  });
});
