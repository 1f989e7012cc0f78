import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ar } from "#src/i18n/ar.ts";
import { en } from "#src/i18n/en.ts";
import { createImageResolver } from "#src/lib/content/image-url.ts";
import { resolveSiteSettings } from "#src/lib/content/documents/site-settings.ts";
import { profileContent, type ProfileSources } from "#src/lib/profile/profile-content.ts";
import { typesetProfile } from "#src/lib/profile/typeset.ts";
import { pdfFonts, pdfText } from "../support/pdf";

const folder = mkdtempSync(join(tmpdir(), "typeset-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Letters of Latin Extended-A, as in a client's or a place's name. */
const LATIN_EXTENDED = "Łódź Şanlıurfa Čapek Ğebze";

/** A profile whose certificate, project title (bold) and place hold Latin Extended letters. */
const sources = {
  about: undefined,
  services: [],
  main: undefined,
  certificates: [{ _id: "iso", title: "ISO 9001", certificateNumber: "Q-1", scope: LATIN_EXTENDED }],
  safety: [],
  registration: undefined,
  projects: [
    {
      _id: "p",
      title: LATIN_EXTENDED,
      location: LATIN_EXTENDED,
      status: "completed",
      inProfile: true,
      images: [],
    },
  ],
  clients: [],
} as unknown as ProfileSources;

describe("typesetProfile", () => {
  it.each([
    ["English", "en", "ltr", en],
    ["Arabic", "ar", "rtl", ar],
  ] as const)("sets Latin Extended letters in the site's Archivo, in %s", (_, lang, dir, words) => {
    const content = profileContent({ ...sources, settings: resolveSiteSettings(undefined, words) }, words, {
      lang,
      dir,
      today: "2026-11-28",
      images: createImageResolver({ projectId: "p", dataset: "d", imageBaseUrl: "https://cdn.example" }),
      siteUrl: "https://example.com",
    });
    // No pictures to place: the projects have none.
    const projects = content.projects.map(({ picture, ...project }) => {
      expect(picture).toBeUndefined();
      return project;
    });
    const file = join(folder, `${lang}.pdf`);
    writeFileSync(file, typesetProfile({ ...content, projects, clients: [] }, new Map(), 0));

    expect(pdfText(file)).toContain(LATIN_EXTENDED);
    // No letter falls back to a face of the typesetter's own (Libertinus Serif) or the machine's.
    expect(pdfFonts(file).filter((font) => !/^(Archivo|NotoKufiArabic)-/.test(font.name))).toEqual([]);
  });
});
