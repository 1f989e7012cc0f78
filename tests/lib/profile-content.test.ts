import { describe, expect, it } from "vitest";
import { PROFILE_DEFAULT_PROJECTS } from "#src/config/company-profile.ts";
import { ar } from "#src/i18n/ar.ts";
import { en } from "#src/i18n/en.ts";
import { createImageResolver } from "#src/lib/content/image-url.ts";
import { resolveSiteSettings } from "#src/lib/content/documents/site-settings.ts";
import {
  fileSize,
  profileContent,
  profileProjects,
  type ProfileSources,
} from "#src/lib/profile/profile-content.ts";

const FACT_WORDS = {
  facts: en.project.facts,
  language: en.language,
  numerals: en.numerals,
  separators: en.separators,
};

describe("fileSize", () => {
  it.each<[number, typeof en, string]>([
    [400, en, "1 KB"],
    [629_060, en, "629 KB"],
    [999_400, en, "999 KB"],
    [1_000_000, en, "1.0 MB"],
    [1_250_000, en, "1.3 MB"],
    [672_899, ar, "٦٧٣ ك.ب"],
    [2_400_000, ar, "٢٫٤ م.ب"],
  ])("%d bytes", (bytes, words, expected) => {
    expect(fileSize(bytes, words)).toBe(expected);
  });
});

describe("profileProjects", () => {
  const project = (id: string, fields: object = {}) => ({
    _id: id,
    status: "completed" as const,
    location: "Riyadh",
    ...fields,
  });

  it.each<[string, ReturnType<typeof project>[], string[]]>([
    [
      "those marked, in the list's order, whatever their facts",
      [
        project("a"),
        project("b", { inProfile: true }),
        project("c", { inProfile: true, status: undefined, location: undefined }),
      ],
      ["b", "c"],
    ],
    [
      "with none marked, the completed ones that state facts",
      [
        project("a"),
        project("b", { status: "underConstruction" }),
        project("c", { location: undefined }),
        project("d"),
      ],
      ["a", "d"],
    ],
    ["a mark set to false is no mark", [project("a", { inProfile: false }), project("b")], ["a", "b"]],
    ["none, when no project qualifies", [project("a", { status: undefined })], []],
  ])("%s", (_, projects, expected) => {
    expect(profileProjects(projects, FACT_WORDS).map((entry) => entry._id)).toEqual(expected);
  });

  it(`lists at most the ${PROFILE_DEFAULT_PROJECTS} most recent by default`, () => {
    const many = Array.from({ length: 30 }, (_, index) => project(`p${index}`));
    expect(profileProjects(many, FACT_WORDS).map((entry) => entry._id)).toEqual(
      many.slice(0, PROFILE_DEFAULT_PROJECTS).map((entry) => entry._id),
    );
  });
});

describe("profileContent", () => {
  const images = createImageResolver({ projectId: "p", dataset: "d", imageBaseUrl: "https://cdn.example" });
  const sources: ProfileSources = {
    settings: resolveSiteSettings(undefined, en),
    about: undefined,
    services: [],
    main: { _id: "main", certificateNumber: "CC-1", validUntil: "2026-11-27" },
    certificates: [
      {
        _id: "valid",
        title: "ISO 9001",
        standard: "ISO 9001:2015",
        certificateNumber: "Q-1",
        validUntil: "2026-11-28",
      },
      { _id: "expired", title: "ISO 41001", certificateNumber: "F-1", validUntil: "2026-07-31" },
      { _id: "undated", title: "ISO 27001", certificateNumber: "I-1" },
    ],
    safety: [],
    registration: { _id: "company-registration", crNumber: "1010123456" },
    projects: [],
    clients: [],
  } as unknown as ProfileSources;
  const options = {
    lang: "en",
    dir: "ltr" as const,
    today: "2026-11-28",
    images,
    siteUrl: "https://example.com",
  };

  it("lists a certificate through its last day and leaves out one expired, the main one too", () => {
    const content = profileContent(sources, en, options);
    expect(content.certificates.map((certificate) => certificate.name.text)).toEqual([
      "ISO 9001:2015",
      "ISO 27001",
    ]);
    expect(content.main).toBeUndefined();
    expect(content.registration.rows).toEqual([[en.credentials.registration.labels.crNumber, "1010123456"]]);
  });

  it("draws the map and the safety chart only where there is something to draw", () => {
    expect(profileContent(sources, en, options).map).toBeUndefined();
    expect(profileContent(sources, en, options).safety).toBeUndefined();
    const placed = {
      ...sources,
      projects: [
        { _id: "a", title: "Tower", region: "SA-01", coordinates: { lat: 24.7, lng: 46.7 } },
        { _id: "b", title: "Clinic", region: "BH" },
        { _id: "c", title: "Palace" },
      ],
      safety: [
        { _id: "s1", year: 2024, hoursWorked: 1_000_000, lostTimeInjuries: 1 },
        { _id: "s2", year: 2025, hoursWorked: 2_000_000, lostTimeInjuries: 1 },
      ],
    } as unknown as ProfileSources;
    const content = profileContent(placed, en, options);
    expect(content.map?.places).toEqual([
      [en.project.facts.regions["SA-01"], "Tower"],
      ["Bahrain", "Clinic"],
    ]);
    expect(content.map?.drawing.svg.match(/<circle /g)).toHaveLength(2);
    expect(content.safety?.chart?.name).toBe("Lost-time injury frequency rate by year, 2024 to 2025");
    expect(content.safety?.chart?.svg).toContain('font-family="Archivo, &quot;Noto Kufi Arabic&quot;"');
    const arabic = profileContent(placed, ar, { ...options, lang: "ar", dir: "rtl" });
    expect(arabic.map?.places[1]).toEqual(["البحرين", "Clinic"]);
    expect(arabic.safety?.chart?.svg).toContain('font-family="&quot;Noto Kufi Arabic&quot;, Archivo"');
  });

  it("writes dates in the document's language, and is marked as a draft only in a preview", () => {
    const arabic = profileContent(sources, ar, { ...options, lang: "ar", dir: "rtl" });
    expect(arabic.certificates[0]?.rows).toContainEqual([
      ar.credentials.certificate.validUntil,
      expect.stringContaining("٢٠٢٦م"),
    ]);
    expect(arabic.draft).toBeUndefined();
    expect(profileContent(sources, ar, { ...options, draft: true }).draft).toBe(ar.profile.draft);
  });
});
