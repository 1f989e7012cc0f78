import { describe, expect, it } from "vitest";
import {
  breadcrumbs,
  employmentType,
  jobPosting,
  organization,
  serializeJsonLd,
} from "#src/lib/structured-data.ts";

describe("serializeJsonLd", () => {
  it("escapes '<' so content cannot close the script element", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});

describe("employmentType", () => {
  it.each<[string | undefined, string | undefined]>([
    ["Full-time", "FULL_TIME"],
    [" part-time ", "PART_TIME"],
    ["Contract", "CONTRACTOR"],
    ["Internship", "INTERN"],
    ["Flexible", undefined],
    [undefined, undefined],
  ])("%j is %j", (value, expected) => {
    expect(employmentType(value)).toBe(expected);
  });
});

describe("builders", () => {
  it("organization: a GeneralContractor founded in 1985", () => {
    expect(
      organization({
        name: "A",
        url: "https://a.example/",
        logo: "https://a.example/l.svg",
        email: "e@a.example",
        foundingYear: 1985,
        sameAs: ["https://fb.example/a"],
      }),
    ).toMatchObject({ "@type": "GeneralContractor", foundingDate: "1985", sameAs: ["https://fb.example/a"] });
  });

  it("breadcrumbs: numbered from 1", () => {
    const list = breadcrumbs([
      { name: "Home", url: "https://a.example/" },
      { name: "Our Projects", url: "https://a.example/ourProjects" },
    ]);
    expect(list).toMatchObject({
      itemListElement: [
        { position: 1, name: "Home" },
        { position: 2, name: "Our Projects" },
      ],
    });
  });

  it("jobPosting: only the fields the content has", () => {
    const full = jobPosting(
      {
        title: "HR Officer",
        description: "Recruit.",
        requirements: ["Degree", "3 years"],
        location: "Dammam",
        employmentType: "Full-time",
      },
      { name: "A", url: "https://a.example/" },
    );
    expect(full).toMatchObject({
      "@type": "JobPosting",
      title: "HR Officer",
      description: "Recruit.",
      qualifications: "Degree; 3 years",
      employmentType: "FULL_TIME",
      jobLocation: { address: { addressLocality: "Dammam" } },
      hiringOrganization: { name: "A" },
    });
    const bare = jobPosting({ title: "Other", requirements: [] }, { name: "A", url: "https://a.example/" });
    expect(Object.keys(bare).toSorted()).toEqual(["@context", "@type", "hiringOrganization", "title"]);
  });
});
