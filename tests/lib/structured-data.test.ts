import { vercelStegaCombine } from "@vercel/stega";
import { describe, expect, it } from "vitest";
import { en } from "#src/i18n/en.ts";
import { certificateViews } from "#src/lib/content/certificate-view.ts";
import {
  breadcrumbs,
  certifiedOrganization,
  credentialCertifications,
  employmentType,
  jobPosting,
  organization,
  serializeJsonLd,
  webPage,
} from "#src/lib/build/structured-data.ts";

describe("serializeJsonLd", () => {
  it("escapes '<' so content cannot close the script element", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
  });

  it("drops a draft preview's edit info from every text, however deep", () => {
    const marked = (text: string) => vercelStegaCombine(text, { origin: "sanity.io", href: "/intent/edit" });
    const json = serializeJsonLd({
      title: marked("Site Engineer"),
      hiringOrganization: { name: "Arkan" },
      itemListElement: [{ name: marked("Careers") }],
      description: `<p>${marked("Leads the site.")}</p><p>${marked("Ten years")}</p>`,
    });
    expect(JSON.parse(json)).toEqual({
      title: "Site Engineer",
      hiringOrganization: { name: "Arkan" },
      itemListElement: [{ name: "Careers" }],
      description: "<p>Leads the site.</p><p>Ten years</p>",
    });
  });
});

describe("employmentType", () => {
  it.each<[string | undefined, string | undefined]>([
    ["Full-time", "FULL_TIME"],
    [" part-time ", "PART_TIME"],
    ["Contract", "CONTRACTOR"],
    ["Internship", "INTERN"],
    ["دوام كامل", "FULL_TIME"],
    [" دوام جزئي", "PART_TIME"],
    ["عقد", "CONTRACTOR"],
    ["Flexible", undefined],
    [undefined, undefined],
  ])("%j is %j", (value, expected) => {
    expect(employmentType(value)).toBe(expected);
  });
});

describe("builders", () => {
  it("organization: the company, founded in 1985", () => {
    expect(
      organization({
        id: "https://a.example/#organization",
        name: "A",
        description: "Builds.",
        url: "https://a.example/",
        logo: "https://a.example/l.svg",
        email: "e@a.example",
        foundingYear: 1985,
        sameAs: ["https://fb.example/a"],
      }),
    ).toMatchObject({
      "@type": "Organization",
      description: "Builds.",
      foundingDate: "1985",
      sameAs: ["https://fb.example/a"],
    });
  });

  it("credentialCertifications: the certificates valid on the day, each a schema.org Certification; none expired or undated", () => {
    const certificates = [
      {
        _id: "valid",
        title: "Valid",
        standard: "ISO 9001:2015",
        certificateNumber: "Q-1",
        issuer: "BV",
        issuedOn: "2025-03-15",
        validUntil: "2028-03-14",
      },
      { _id: "last-day", title: "Last day", validUntil: "2026-11-28" },
      {
        _id: "expired",
        title: "Expired",
        standard: "ISO 41001:2018",
        certificateNumber: "F-1",
        validUntil: "2026-11-27",
      },
      { _id: "undated", title: "Undated", certificateNumber: "U-1" },
    ];
    const main = { certificateNumber: "CC-1", issuer: "Ministry", validUntil: "2027-05-31" };
    const views = certificateViews(main, certificates, en, "2026-11-28");
    const held = credentialCertifications([
      ...(views.main === undefined ? [] : [views.main]),
      ...views.certificates,
    ]);
    expect(held.map((certification) => certification.name)).toEqual([
      en.credentials.certificate.mainName,
      "ISO 9001:2015",
      "Last day",
    ]);
    const company = certifiedOrganization(new URL("https://a.example/ar/classifications"), held);
    expect(company).toMatchObject({ "@type": "Organization", "@id": "https://a.example/#organization" });
    expect(company["hasCertification"]).toEqual([
      {
        "@type": "Certification",
        name: en.credentials.certificate.mainName,
        certificationIdentification: "CC-1",
        issuedBy: { "@type": "Organization", name: "Ministry" },
        expires: "2027-05-31",
      },
      {
        "@type": "Certification",
        name: "ISO 9001:2015",
        certificationIdentification: "Q-1",
        issuedBy: { "@type": "Organization", name: "BV" },
        validFrom: "2025-03-15",
        expires: "2028-03-14",
      },
      { "@type": "Certification", name: "Last day", expires: "2026-11-28" },
    ]);
    expect(credentialCertifications([])).toEqual([]);
  });

  it.each(["en", "ar"])("webPage: the page in its language, %s", (language) => {
    expect(webPage({ url: "https://a.example/ar", name: "A", language })).toEqual({
      "@context": "https://schema.org",
      "@type": "WebPage",
      url: "https://a.example/ar",
      name: "A",
      inLanguage: language,
    });
  });

  it("breadcrumbs: numbered from 1, each path absolute to the site", () => {
    const list = breadcrumbs(
      [
        { name: "Home", path: "/" },
        { name: "Our Projects", path: "/ourProjects" },
      ],
      new URL("https://a.example"),
    );
    expect(list).toMatchObject({
      itemListElement: [
        { position: 1, name: "Home", item: "https://a.example/" },
        { position: 2, name: "Our Projects", item: "https://a.example/ourProjects" },
      ],
    });
  });

  const company = { name: "A", url: "https://a.example/", logo: "https://a.example/l.svg", country: "SA" };
  const hrOfficer = {
    id: "career-hr",
    title: "HR Officer",
    description: "Recruit & onboard.\n\nSecond <b>paragraph</b>.",
    requirements: ["Degree", "3 years"],
    location: "Dammam",
    employmentType: "Full-time",
    postedOn: "2026-11-01",
    closesOn: "2026-12-31",
  };

  it("jobPosting: what Google requires and recommends, from the position", () => {
    expect(jobPosting(hrOfficer, company, "Requirements")).toEqual({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "HR Officer",
      description:
        "<p>Recruit &#38; onboard.</p><p>Second &#60;b&#62;paragraph&#60;/b&#62;.</p><p>Requirements:</p><ul><li>Degree</li><li>3 years</li></ul>",
      datePosted: "2026-11-01",
      validThrough: "2026-12-31T23:59:59Z",
      employmentType: "FULL_TIME",
      hiringOrganization: {
        "@type": "Organization",
        name: "A",
        sameAs: "https://a.example/",
        logo: "https://a.example/l.svg",
      },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Dammam", addressCountry: "SA" },
      },
      identifier: { "@type": "PropertyValue", name: "A", value: "career-hr" },
      directApply: false,
    });
  });

  it.each<[string, Partial<Parameters<typeof jobPosting>[0]>, Record<string, unknown>]>([
    ["no closing date: no validThrough", { closesOn: undefined }, { validThrough: undefined }],
    [
      "a wording Google has no value for: no employmentType",
      { employmentType: "Flexible" },
      { employmentType: undefined },
    ],
    [
      "no location: the country alone",
      { location: undefined },
      { jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressCountry: "SA" } } },
    ],
    [
      "no description: the requirements",
      { description: undefined },
      { description: "<p>Requirements:</p><ul><li>Degree</li><li>3 years</li></ul>" },
    ],
    [
      "nothing to describe: the title",
      { description: "", requirements: [] },
      { description: "<p>HR Officer</p>" },
    ],
  ])("jobPosting, %s", (_, change, expected) => {
    const posting = jobPosting({ ...hrOfficer, ...change }, company, "Requirements");
    for (const [key, value] of Object.entries(expected)) expect(posting?.[key]).toEqual(value);
  });

  it("jobPosting: none without the day it was posted, which Google requires", () => {
    expect(jobPosting({ ...hrOfficer, postedOn: undefined }, company, "Requirements")).toBeUndefined();
  });
});
