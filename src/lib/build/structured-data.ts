/**
 * schema.org JSON-LD for search engines: the page, the company, breadcrumbs, job postings. Pure
 * builders; only the fields the content actually has are written.
 */
import { COMPANY_LOGO_PATH, COMPANY_NAME, FOUNDING_YEAR } from "#src/config/company.ts";
import type { Dictionary } from "#src/i18n/dictionary.ts";
import type { SiteSettings } from "#src/lib/content/documents/site-settings.ts";
import type { CertificateView } from "#src/lib/content/certificate-view.ts";
import { withoutEditInfo } from "#src/lib/content/edit-info.ts";
import { escapeHtml } from "#src/lib/html-text.ts";

type Thing = Record<string, unknown>;

/**
 * JSON for a <script type="application/ld+json">: "<" escaped so content can never close the
 * tag, and without a draft preview's edit info, which only text on the page can use.
 */
export function serializeJsonLd(data: Thing | Thing[]): string {
  const visible = (_key: string, value: unknown) =>
    typeof value === "string" ? withoutEditInfo(value) : value;
  return JSON.stringify(data, visible).replaceAll("<", "\\u003c");
}

/** A schema.org Certification: one of the company's certificates, valid on the day the page is made. */
export interface Certification {
  readonly name: string;
  readonly certificationIdentification?: string | undefined;
  readonly issuedBy?: string | undefined;
  readonly validFrom?: string | undefined;
  readonly expires: string;
}

/**
 * The company as schema.org's Organization (Google's, which requires nothing and recommends
 * these). `id` names the company, so another page's node about it (its certificates) is read
 * as the same organization.
 */
export function organization(company: {
  id: string;
  name: string;
  description: string;
  url: string;
  logo: string;
  email: string;
  foundingYear: number;
  sameAs: readonly string[];
}): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": company.id,
    name: company.name,
    description: company.description,
    url: company.url,
    logo: company.logo,
    email: company.email,
    foundingDate: String(company.foundingYear),
    sameAs: [...company.sameAs],
  };
}

/** The company's node: the site's address with the fragment `#organization`. */
const companyId = (site: URL) => new URL("/#organization", site).href;

/**
 * The company as the site states it (config/company.ts, and its address and pages from the site
 * settings), on the site at `site`, in the words' language.
 */
export const companyOrganization = (
  site: URL,
  words: Pick<Dictionary, "site">,
  contact: Pick<SiteSettings, "contactEmail" | "socialLinks">,
): Thing =>
  organization({
    id: companyId(site),
    name: COMPANY_NAME,
    description: words.site.description,
    url: new URL("/", site).href,
    logo: new URL(COMPANY_LOGO_PATH, site).href,
    email: contact.contactEmail,
    foundingYear: FOUNDING_YEAR,
    sameAs: contact.socialLinks.map((link) => link.url),
  });

/**
 * The company's certificates, for the page that lists them: the same Organization (its `@id`)
 * with `hasCertification`, each a schema.org Certification. The rest of the company is the
 * home page's node; repeating it would cost the page bytes before its first paint.
 */
export const certifiedOrganization = (site: URL, certifications: readonly Certification[]): Thing => ({
  "@context": "https://schema.org",
  "@type": "Organization",
  "@id": companyId(site),
  name: COMPANY_NAME,
  url: new URL("/", site).href,
  hasCertification: certifications.map((certification) => ({
    "@type": "Certification",
    name: certification.name,
    ...(certification.certificationIdentification === undefined
      ? {}
      : { certificationIdentification: certification.certificationIdentification }),
    ...(certification.issuedBy === undefined
      ? {}
      : { issuedBy: { "@type": "Organization", name: certification.issuedBy } }),
    ...(certification.validFrom === undefined ? {} : { validFrom: certification.validFrom }),
    expires: certification.expires,
  })),
});

/** The certificates structured data may claim: those held on the view's day (certificate-view.ts). */
export const credentialCertifications = (views: readonly CertificateView[]): Certification[] =>
  views.flatMap(({ name, facts, dates, held }) =>
    held && dates.validUntil !== undefined
      ? [
          {
            name,
            certificationIdentification: facts.number,
            issuedBy: facts.issuer,
            validFrom: dates.issuedOn,
            expires: dates.validUntil,
          },
        ]
      : [],
  );

/**
 * The page itself, in its language (the `lang` of its <html>): schema.org's WebPage, a
 * CreativeWork, is the node that carries `inLanguage`; the company, breadcrumbs and job postings
 * have no such property.
 */
export function webPage(page: { url: string; name: string; language: string }): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    url: page.url,
    name: page.name,
    inLanguage: page.language,
  };
}

/** Where a page sits, as the trail of its visible breadcrumbs: each step's path made absolute to `site`. */
export function breadcrumbs(trail: readonly { name: string; path: string }[], site: URL): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: new URL(step.path, site).href,
    })),
  };
}

/** The content's wordings of an employment type, in English and in Arabic, by schema.org's value. */
const EMPLOYMENT_TYPES: Record<string, string> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  contractor: "CONTRACTOR",
  temporary: "TEMPORARY",
  internship: "INTERN",
  intern: "INTERN",
  "دوام كامل": "FULL_TIME",
  "دوام جزئي": "PART_TIME",
  عقد: "CONTRACTOR",
  "عقد مؤقت": "TEMPORARY",
  تدريب: "INTERN",
};

/** schema.org's employmentType for the content's wording, or undefined when there is no match. */
export function employmentType(value: string | undefined): string | undefined {
  return value === undefined ? undefined : EMPLOYMENT_TYPES[value.trim().toLowerCase()];
}

/** The whole posting as HTML, as Google asks: each paragraph of the description, then the requirements. */
function postingDescription(
  position: {
    title: string;
    description?: string | undefined;
    requirements: readonly string[];
  },
  requirementsHeading: string,
): string {
  const paragraphs = (position.description ?? "")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`);
  const requirements =
    position.requirements.length > 0
      ? `<p>${escapeHtml(requirementsHeading)}:</p><ul>${position.requirements.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`
      : "";
  return paragraphs.length > 0 || requirements
    ? `${paragraphs.join("")}${requirements}`
    : `<p>${escapeHtml(position.title)}</p>`;
}

/**
 * One position, for its own page only: Google allows job posting data on the page of a single
 * position, never on a list. Undefined without the day it was posted, which Google requires.
 */
export function jobPosting(
  position: {
    id: string;
    title: string;
    description?: string | undefined;
    requirements: readonly string[];
    location?: string | undefined;
    employmentType?: string | undefined;
    postedOn?: string | undefined;
    closesOn?: string | undefined;
  },
  hiringOrganization: { name: string; url: string; logo: string; country: string },
  /** The heading of the requirements within the description, in the page's language. */
  requirementsHeading: string,
): Thing | undefined {
  if (position.postedOn === undefined) return undefined;
  const type = employmentType(position.employmentType);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: position.title,
    description: postingDescription(position, requirementsHeading),
    datePosted: position.postedOn,
    ...(position.closesOn ? { validThrough: `${position.closesOn}T23:59:59Z` } : {}),
    ...(type ? { employmentType: type } : {}),
    hiringOrganization: {
      "@type": "Organization",
      name: hiringOrganization.name,
      sameAs: hiringOrganization.url,
      logo: hiringOrganization.logo,
    },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        ...(position.location ? { addressLocality: position.location } : {}),
        addressCountry: hiringOrganization.country,
      },
    },
    identifier: { "@type": "PropertyValue", name: hiringOrganization.name, value: position.id },
    // Apply Now opens an e-mail, not an application form on the page.
    directApply: false,
  };
}
