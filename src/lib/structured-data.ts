/**
 * schema.org JSON-LD for search engines: the company, breadcrumbs, job postings. Pure
 * builders; only the fields the content actually has are written.
 */

type Thing = Record<string, unknown>;

/** JSON for a <script type="application/ld+json">: "<" escaped so content can never close the tag. */
export function serializeJsonLd(data: Thing | Thing[]): string {
  return JSON.stringify(data).replaceAll("<", "\\u003c");
}

export function organization(company: {
  name: string;
  url: string;
  logo: string;
  email: string;
  foundingYear: number;
  sameAs: readonly string[];
}): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "GeneralContractor",
    name: company.name,
    url: company.url,
    logo: company.logo,
    email: company.email,
    foundingDate: String(company.foundingYear),
    sameAs: [...company.sameAs],
  };
}

export function breadcrumbs(trail: readonly { name: string; url: string }[]): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

const EMPLOYMENT_TYPES: Record<string, string> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  contractor: "CONTRACTOR",
  temporary: "TEMPORARY",
  internship: "INTERN",
  intern: "INTERN",
};

/** schema.org's employmentType for the content's wording, or undefined when there is no match. */
export function employmentType(value: string | undefined): string | undefined {
  return value === undefined ? undefined : EMPLOYMENT_TYPES[value.trim().toLowerCase()];
}

export function jobPosting(
  position: {
    title: string;
    description?: string | undefined;
    requirements: readonly string[];
    location?: string | undefined;
    employmentType?: string | undefined;
  },
  hiringOrganization: { name: string; url: string },
): Thing {
  const type = employmentType(position.employmentType);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: position.title,
    ...(position.description ? { description: position.description } : {}),
    ...(position.requirements.length > 0 ? { qualifications: position.requirements.join("; ") } : {}),
    ...(type ? { employmentType: type } : {}),
    ...(position.location
      ? {
          jobLocation: {
            "@type": "Place",
            address: { "@type": "PostalAddress", addressLocality: position.location },
          },
        }
      : {}),
    hiringOrganization: {
      "@type": "Organization",
      name: hiringOrganization.name,
      sameAs: hiringOrganization.url,
    },
  };
}
