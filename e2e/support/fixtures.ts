import { translationEntry } from "../../tooling/sample-data/arabic.ts";
import { projects } from "#src/lib/content/documents/our-projects.ts";

/** Where the built site in dist/ is served for the browser tests (playwright.config.ts). */
export const SITE_PORT = 4322;
/** What serve-all.ts prints once every test server answers; Playwright waits for it. */
export const READY_LINE = "Every test server is up.";

/**
 * Where the fixture sites listen (see serve-fixture.ts): the sample plus the hostile corpus;
 * a build against a content service that is down, with RENDER_CONTENT_ERRORS=1; the sample
 * built through a content service that stays up and gains a project afterwards; and the
 * sample grown to a portfolio of 1,000 projects (portfolio.ts).
 */
export const FIXTURE_PORTS = { hostile: 4323, unreachable: 4324, live: 4325, portfolio: 4329 } as const;

/**
 * Where the Studio, the API it talks to, its draft preview server and a static preview build
 * of the same content listen (see serve-studio.ts).
 */
export const STUDIO_PORTS = { studio: 4326, api: 4327, preview: 4328, staticPreview: 4330 } as const;
export const STUDIO_PROJECT_ID = "studio-test";
/** Who the Studio finds signed in. */
export const STUDIO_EDITOR = {
  id: "pEditor",
  name: "Content Editor",
  email: "editor@arkan.example",
} as const;
/**
 * How long a Studio test waits for what it looks for, and how long it may take. The Studio is a
 * 9 MB application: opening a document costs it 5 to 6 s of main-thread work on this two-core
 * machine when nothing else runs; beside the other worker's browser its form took 10 to 26 s
 * to appear (12 runs).
 */
export const STUDIO_WAIT_MS = 60_000;
export const STUDIO_TEST_MS = 120_000;
export const studioUrl = (path = "/") => `http://127.0.0.1:${STUDIO_PORTS.studio}${path}`;
/** The Studio's content API (a path such as /data/doc/production/{id}), as the Studio asks it. */
export const studioApiUrl = (path: string) => `https://localhost:${STUDIO_PORTS.api}/v2025-02-19${path}`;

/** Beside the sample in the Studio's dataset: a member whose links the site would drop. */
export const STUDIO_MEMBER = {
  _id: "team-studio-fixture",
  _type: "team",
  name: "Yusuf Badr",
  position: "Site Manager",
  email: "y.badr@arkan-contracting.com?bcc=spy@evil.example",
  linkedIn: "https://linkedin.com.evil.example/in/yusuf-badr",
};

/**
 * Beside the sample in the Studio's dataset, for the translation plugin's traps: an English
 * project and its Arabic translation joined as the plugin joined them before the Studio made
 * its references weak (strongly, so the API refuses to delete either), and an English project
 * with no translation yet.
 */
export const STUDIO_STRONGLY_JOINED = {
  english: {
    _id: "project-studio-joined",
    _type: "ourProjects",
    language: "en",
    title: "Studio Joined Depot",
  },
  arabic: {
    _id: "project-studio-joined-ar",
    _type: "ourProjects",
    language: "ar",
    title: "مستودع الاستوديو",
  },
};
export const STUDIO_UNTRANSLATED = {
  _id: "project-studio-untranslated",
  _type: "ourProjects",
  language: "en",
  title: "Studio Untranslated Yard",
};
export const STUDIO_TRANSLATION_DOCUMENTS = [
  STUDIO_STRONGLY_JOINED.english,
  STUDIO_STRONGLY_JOINED.arabic,
  {
    _id: "translations-project-studio-joined",
    _type: "translation.metadata",
    schemaTypes: ["ourProjects"],
    translations: [STUDIO_STRONGLY_JOINED.english, STUDIO_STRONGLY_JOINED.arabic].map(({ _id, language }) => {
      const { value, ...entry } = translationEntry(language, _id);
      return { ...entry, value: { _type: value._type, _ref: value._ref } };
    }),
  },
  STUDIO_UNTRANSLATED,
];

/**
 * Beside the sample in the Studio's dataset: a project whose facts break the site's rules, as
 * an import could write them, so the form shows each rule's message as it opens.
 */
export const STUDIO_FACTS_PROJECT = {
  _id: "project-studio-facts",
  _type: "ourProjects",
  language: "en",
  title: "Studio Facts Depot",
  location: "Second Industrial City, Eastern Province, Saudi Arabia",
  status: "finished",
  startYear: 2022,
  year: 2021,
  area: -5,
  // In the Eastern Province, its point in Bahrain: a warning, not an error.
  region: "SA-04",
  coordinates: { _type: "geopoint", lat: 26.2285, lng: 50.586 },
};

/** Published after the `live` fixture was built: only the 404 page's request can find it. */
export const LATE_PROJECT = {
  _id: "project-published-later",
  _type: "ourProjects",
  title: "Harbour Logistics Hub",
  category: "Industrial",
  description: "A 60,000 m² cross-dock warehouse with cold storage,\nhanded over in phases.",
  value: "SAR 410 Million",
  client: "Meridian Ports",
  location: "Jeddah, Saudi Arabia",
  status: "underConstruction",
  startYear: 2025,
  year: 2027,
  area: 60_000,
  scope: "Design and build",
  images: [
    {
      _key: "late1",
      _type: "image",
      asset: { _type: "reference", _ref: "image-201267c8d664d164d073bf153ca47d06a5c9c4e3-1200x800-jpg" },
    },
  ],
};

/**
 * LATE_PROJECT in Arabic, published with it and joined to it as the Studio's Translations menu
 * does: without the facts the languages share, which its page reads from the English.
 */
export const LATE_PROJECT_ARABIC = {
  ...Object.fromEntries(
    Object.entries(LATE_PROJECT).filter(([field]) => !(projects.sharedFields ?? []).includes(field)),
  ),
  _id: `${LATE_PROJECT._id}-ar`,
  language: "ar",
  title: "مركز الميناء اللوجستي",
  description: "مستودع للشحن العابر بمساحة ٦٠٬٠٠٠ م² مع مخازن مبرّدة،\nسُلّم على مراحل.",
  client: "موانئ ميريديان",
  location: "جدة، المملكة العربية السعودية",
  scope: "تصميم وتنفيذ",
};

/** Published after the build with no translation: the Arabic site shows its English, marked. */
export const LATE_UNTRANSLATED_PROJECT = {
  ...LATE_PROJECT,
  _id: "project-published-later-in-english",
  title: "Desert Solar Park",
};

/** Everything the `live` fixture's content service gains after the build. */
export const LATE_DOCUMENTS = [
  LATE_PROJECT,
  LATE_PROJECT_ARABIC,
  {
    _id: `translations-${LATE_PROJECT._id}`,
    _type: "translation.metadata",
    schemaTypes: ["ourProjects"],
    translations: [translationEntry("en", LATE_PROJECT._id), translationEntry("ar", LATE_PROJECT_ARABIC._id)],
  },
  LATE_UNTRANSLATED_PROJECT,
];

export const fixtureUrl = (fixture: keyof typeof FIXTURE_PORTS) =>
  `http://127.0.0.1:${FIXTURE_PORTS[fixture]}`;
