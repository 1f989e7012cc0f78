/**
 * What the company profile says (docs/company-profile.md), in one language: every text already
 * in that language's words and digits, as the site's pages write it, so the typesetter only
 * lays it out (lib/profile/typeset.ts). Pictures are named by their address; the typesetting
 * step fetches them, and leaves out one it cannot.
 */
import { COMPANY_NAME } from "#src/config/company.ts";
import { PROFILE_DEFAULT_PROJECTS } from "#src/config/company-profile.ts";
import type { Dictionary } from "#src/i18n/dictionary.ts";
import { certificateViews, type CertificateView } from "#src/lib/content/certificate-view.ts";
import type { ContentOf } from "#src/lib/content/content-type.ts";
import type { ImageResolver, ImageSource } from "#src/lib/content/image-url.ts";
import { projectFacts, type FactWords, type ProjectFactValues } from "#src/lib/content/project-facts.ts";
import type { aboutUs } from "#src/lib/content/documents/about-us.ts";
import type { classifications } from "#src/lib/content/documents/classifications.ts";
import type { clientLogos } from "#src/lib/content/documents/clients.ts";
import {
  registrationNumbers,
  type companyRegistration,
} from "#src/lib/content/documents/company-registration.ts";
import type { mainClassification } from "#src/lib/content/documents/main-classification.ts";
import { coverImage, type projects } from "#src/lib/content/documents/our-projects.ts";
import { safetyRows, type safetyRecord } from "#src/lib/content/documents/safety-record.ts";
import { projectsByPlace } from "#src/lib/content/project-place.ts";
import { safetyChartSvg, safetyRecordChart } from "#src/lib/charts/safety-chart.ts";
import { drawPortfolioMap, portfolioMapSvg } from "#src/lib/map/portfolio-map.ts";
import type { services } from "#src/lib/content/documents/our-services.ts";
import type { SiteSettings } from "#src/lib/content/documents/site-settings.ts";
import { format, formatNumber, labelFor } from "#src/i18n/format.ts";
import { INJURY_RATE_BASE_HOURS } from "#src/config/credentials.ts";

/** The profile's faces (profile.typ) for a drawing's text, the document's language's first. */
const PROFILE_FONTS = { ltr: 'Archivo, "Noto Kufi Arabic"', rtl: '"Noto Kufi Arabic", Archivo' } as const;

/** The width pictures are fetched at: a project's fills half an A4 page's text width at 300 dpi or so. */
const PICTURE_WIDTH = 1000;
const LOGO_WIDTH = 400;

/** The content the profile is made of, as the build loaded it for the language. */
export interface ProfileSources {
  /** The site settings as the pages show them (lib/routes/site-settings.ts). */
  readonly settings: SiteSettings;
  readonly about: ContentOf<typeof aboutUs>;
  readonly services: ContentOf<typeof services>;
  readonly main: ContentOf<typeof mainClassification>;
  readonly certificates: ContentOf<typeof classifications>;
  readonly safety: ContentOf<typeof safetyRecord>;
  readonly registration: ContentOf<typeof companyRegistration>;
  readonly projects: ContentOf<typeof projects>;
  readonly clients: ContentOf<typeof clientLogos>;
}

/** A passage and the language it is written in where that is not the document's. */
export interface Passage {
  readonly text: string;
  readonly lang?: string;
}

/** A label and its value, a line of facts. */
export type Row = readonly [label: string, value: string];

export interface Picture {
  /** Where the picture is fetched from: a URL, or a path on the site (the sample's images). */
  readonly url: string;
  readonly alt: string;
}

export interface ProfileCertificate {
  readonly name: Passage;
  readonly rows: readonly Row[];
}

/** A drawing made at build time, as a file of SVG, named by its title. */
export interface Drawing {
  readonly name: string;
  readonly svg: string;
}

export interface ProfileProject {
  readonly title: Passage;
  readonly category?: string;
  readonly rows: readonly Row[];
  readonly picture?: Picture;
}

/** Everything the typesetter lays out, in the document's language. */
export interface ProfileContent {
  readonly lang: string;
  readonly dir: "ltr" | "rtl";
  /** The digits page numbers are written in. */
  readonly numerals: string;
  readonly title: string;
  readonly company: string;
  readonly since: string;
  readonly headline: string;
  readonly labels: Dictionary["profile"];
  readonly about?: { readonly title: Passage; readonly text?: Passage };
  readonly services: readonly { readonly title: Passage; readonly text?: Passage }[];
  readonly grades: readonly string[];
  readonly main?: ProfileCertificate;
  readonly certificates: readonly ProfileCertificate[];
  readonly safety?: {
    readonly heading: string;
    readonly columns: readonly string[];
    readonly rows: readonly (readonly string[])[];
    readonly note: string;
    /** The rate by year as a line, as on the Classifications page; none for under two years. */
    readonly chart?: Drawing;
  };
  /** The whole portfolio on the map, as /map draws it; none when no project has a place. */
  readonly map?: {
    readonly heading: string;
    readonly drawing: Drawing;
    /** What a mark's two colours mean. */
    readonly located: string;
    readonly atSeat: string;
    readonly byPlace: string;
    /** Each place and the projects in it, as /map's list names them. */
    readonly places: readonly Row[];
  };
  readonly registration: { readonly heading: string; readonly rows: readonly Row[] };
  readonly projects: readonly ProfileProject[];
  readonly clients: readonly Picture[];
  readonly contact: readonly Row[];
  /** On every page of a draft preview's profile. */
  readonly draft?: string;
}

const passage = (text: string, lang: string | undefined): Passage =>
  lang === undefined ? { text } : { text, lang };

/** A certificate's facts as rows; undefined for one expired on `today`, which the profile leaves out. */
/** A certificate's rows, as its page shows its facts; none for one expired on the profile's day. */
function certificateRows(
  { facts, scope }: CertificateView & { scope?: string | undefined },
  words: Dictionary,
) {
  if (facts.validity?.expired) return undefined;
  const labels = words.credentials.certificate;
  const rows: Row[] = [];
  if (facts.number) rows.push([labels.number, facts.number]);
  if (facts.issuer) rows.push([labels.issuer, facts.issuer]);
  if (scope) rows.push([labels.scope, scope]);
  if (facts.issuedOn) rows.push([labels.issuedOn, facts.issuedOn]);
  if (facts.validity) rows.push([labels.validUntil, facts.validity.day]);
  if (facts.verifyHref) rows.push([labels.verify, facts.verifyHref]);
  return rows;
}

/**
 * The projects in the profile: those an editor marked `inProfile`, in the list's order; with
 * none marked, the most recent completed projects that state a fact beside their status.
 */
export function profileProjects<
  Project extends ProjectFactValues & { readonly inProfile?: boolean | undefined },
>(all: readonly Project[], words: FactWords): Project[] {
  const marked = all.filter((project) => project.inProfile === true);
  if (marked.length > 0) return marked;
  return all
    .filter(
      (project) =>
        project.status === "completed" && projectFacts(project, words).some((fact) => fact.key !== "status"),
    )
    .slice(0, PROFILE_DEFAULT_PROJECTS);
}

/** A picture's address for the typesetter, or undefined for an image that has none. */
function pictureOf(source: ImageSource | undefined, images: ImageResolver, width: number, alt: string) {
  const image = images.print(source, width);
  return image === undefined ? undefined : { url: image.src, alt };
}

export function profileContent(
  sources: ProfileSources,
  words: Dictionary,
  {
    lang,
    dir,
    today,
    images,
    siteUrl,
    draft = false,
  }: {
    lang: string;
    dir: "ltr" | "rtl";
    /** The company's day the profile is made: certificates expired on it are left out. */
    today: string;
    images: ImageResolver;
    /** The site's public address, as the profile gives it. */
    siteUrl: string;
    draft?: boolean;
  },
): ProfileContent {
  const profile = words.profile;
  const { settings } = sources;
  const safety = safetyRows(sources.safety, words);
  const safetyWords = words.credentials.safety;
  const chart = safetyRecordChart(sources.safety, words);
  const chartName = chart && format(safetyWords.chart, { first: chart.span[0], last: chart.span[1] });
  const mapWords = words.projects.map;
  const byPlace = projectsByPlace(sources.projects, { language: words.language, facts: words.project.facts });
  const titles = new Intl.ListFormat(lang, { type: "unit" });
  const { main, certificates } = certificateViews(sources.main, sources.certificates, words, today);
  const mainRows = main === undefined ? undefined : certificateRows(main, words);
  const factWords = {
    facts: words.project.facts,
    language: words.language,
    numerals: words.numerals,
    separators: words.separators,
  };
  return {
    lang,
    dir,
    numerals: words.numerals,
    title: `${COMPANY_NAME}: ${profile.title}`,
    company: COMPANY_NAME,
    since: profile.since,
    headline: settings.heroHeadline,
    labels: profile,
    ...(sources.about === undefined
      ? {}
      : {
          about: {
            title: passage(sources.about.title, sources.about.lang),
            ...(sources.about.description
              ? { text: passage(sources.about.description, sources.about.lang) }
              : {}),
          },
        }),
    services: sources.services.map((service) => ({
      title: passage(service.title, service.lang),
      ...(service.description ? { text: passage(service.description, service.lang) } : {}),
    })),
    grades: settings.classificationGrades,
    ...(main === undefined || mainRows === undefined
      ? {}
      : { main: { name: passage(main.name, undefined), rows: mainRows } }),
    certificates: certificates.flatMap((certificate) => {
      const rows = certificateRows(certificate, words);
      return rows === undefined ? [] : [{ name: passage(certificate.name, certificate.lang), rows }];
    }),
    ...(safety.length === 0
      ? {}
      : {
          safety: {
            heading: safetyWords.heading,
            columns: [
              safetyWords.year,
              safetyWords.hoursWorked,
              safetyWords.lostTimeInjuries,
              safetyWords.rate,
              safetyWords.subcontractors,
            ],
            rows: safety.map((row) => [
              row.year,
              row.hoursWorked,
              row.lostTimeInjuries,
              row.rate,
              row.subcontractors,
            ]),
            note: format(safetyWords.rateNote, {
              base: formatNumber(INJURY_RATE_BASE_HOURS, words.numerals, words.separators),
            }),
            ...(chart === undefined || chartName === undefined
              ? {}
              : { chart: { name: chartName, svg: safetyChartSvg(chart, chartName, PROFILE_FONTS[dir]) } }),
          },
        }),
    ...(byPlace.length === 0
      ? {}
      : {
          map: {
            heading: mapWords.heading,
            drawing: {
              name: mapWords.label,
              // The map pages have warned of a point they could not use, for the same projects.
              svg: portfolioMapSvg(
                drawPortfolioMap(
                  sources.projects.map(({ _id, title, region, coordinates }) => ({
                    id: _id,
                    title,
                    href: "",
                    region,
                    coordinates,
                  })),
                  () => {},
                ),
                mapWords.label,
              ),
            },
            located: mapWords.located,
            atSeat: mapWords.atSeat,
            byPlace: mapWords.byPlace,
            places: byPlace.map(
              ({ name, projects: here }) =>
                [name, titles.format(here.map((project) => project.title))] as const,
            ),
          },
        }),
    registration: {
      heading: words.credentials.registration.heading,
      rows: registrationNumbers(sources.registration).map(
        ({ key, number }) => [words.credentials.registration.labels[key], number] as const,
      ),
    },
    projects: profileProjects(sources.projects, factWords).map((project) => {
      const rows: Row[] = projectFacts(project, factWords).map((fact) => [fact.label, fact.value]);
      if (project.value) rows.push([profile.value, project.value]);
      const picture = pictureOf(
        coverImage(project),
        images,
        PICTURE_WIDTH,
        coverImage(project)?.alt?.trim() || project.title,
      );
      return {
        title: passage(project.title, project.lang),
        ...(project.category === undefined
          ? {}
          : { category: labelFor(words.projects.categories, project.category) }),
        rows,
        ...(picture === undefined ? {} : { picture }),
      };
    }),
    clients: sources.clients.flatMap((logo, index) => {
      const alt = logo.alt ?? format(words.clients.logoAlt, { n: index + 1 }, words.numerals);
      const picture = pictureOf(logo, images, LOGO_WIDTH, alt);
      return picture === undefined ? [] : [picture];
    }),
    contact: [
      [profile.email, settings.contactEmail],
      [profile.site, siteUrl],
    ],
    ...(draft ? { draft: profile.draft } : {}),
  };
}

/** A file's size as the link gives it: "615 KB", "1.2 MB", in the words' digits. */
export function fileSize(bytes: number, words: Dictionary): string {
  const { kilobytes, megabytes } = words.profile.size;
  const number = (value: number, decimals?: 1) =>
    formatNumber(value, words.numerals, words.separators, decimals);
  return bytes < 1_000_000
    ? format(kilobytes, { size: number(Math.max(1, Math.round(bytes / 1000))) })
    : format(megabytes, { size: number(Math.round(bytes / 100_000) / 10, 1) });
}
