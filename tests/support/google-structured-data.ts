/**
 * What Google's Search documentation asks of each structured-data type the site writes
 * (developers.google.com/search/docs/appearance/structured-data: Organization, Breadcrumb,
 * Job posting), as dotted paths. `recommended` lists only what applies to this company (not
 * the remote-work properties); `absent` says why one the site cannot give is missing. WebPage
 * is no feature of Google's: it is schema.org's node for the page itself, which carries its
 * language (`inLanguage`), and the site writes all three of its properties.
 */
export interface TypeRules {
  readonly required: readonly string[];
  readonly recommended: readonly string[];
  readonly absent: Readonly<Record<string, string>>;
}

export const GOOGLE_RULES: Readonly<Record<string, TypeRules>> = {
  Organization: {
    required: [],
    recommended: [
      "name",
      "url",
      "logo",
      "description",
      "email",
      "foundingDate",
      "sameAs",
      "address",
      "telephone",
    ],
    absent: {
      address: "the company's address is not part of the content or the site's settings",
      telephone: "the specification gives the company no telephone number",
    },
  },
  WebPage: {
    required: ["url", "name", "inLanguage"],
    recommended: [],
    absent: {},
  },
  BreadcrumbList: {
    required: ["itemListElement"],
    recommended: [],
    absent: {},
  },
  JobPosting: {
    required: [
      "title",
      "description",
      "datePosted",
      "hiringOrganization.name",
      "jobLocation.address.addressCountry",
    ],
    recommended: [
      "validThrough",
      "employmentType",
      "identifier",
      "directApply",
      "baseSalary",
      "hiringOrganization.sameAs",
      "hiringOrganization.logo",
      "jobLocation.address.addressLocality",
    ],
    absent: {
      validThrough: "only where the editor set a closing date",
      employmentType: "only where the position's wording maps to one of Google's values",
      baseSalary: "positions carry no salary in the content",
      "jobLocation.address.addressLocality": "only where the position names its location",
    },
  },
};

/**
 * The company's node on the page that lists its certificates: the home page's Organization,
 * by its `@id`, with `hasCertification` (schema.org's Certification: a name, the number, the
 * body and the dates). The rest of the company is the home page's; Google has no feature for
 * certifications of an organization, so schema.org's properties are what is asked.
 */
export const CERTIFIED_ORGANIZATION: TypeRules = {
  required: ["@id", "name", "url", "hasCertification"],
  recommended: [],
  absent: {},
};
export const CERTIFICATION_REQUIRED = ["name", "expires"] as const;

/** A list item of a BreadcrumbList: its name and position, and its URL unless it is the last. */
export const LIST_ITEM_REQUIRED = ["name", "position"] as const;

const valueAt = (thing: unknown, path: string): unknown =>
  path
    .split(".")
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], thing);

const present = (value: unknown) =>
  value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0);

/** What a block lacks: each missing required path, and each missing recommended one not excused. */
export function structuredDataProblems(block: Record<string, unknown>): string[] {
  const type = String(block["@type"]);
  const certified = type === "Organization" && "hasCertification" in block;
  const rules = certified ? CERTIFIED_ORGANIZATION : GOOGLE_RULES[type];
  if (rules === undefined) return [`${type}: a type Google's rules here do not cover`];
  const problems = [
    ...rules.required
      .filter((path) => !present(valueAt(block, path)))
      .map((path) => `${type}: no ${path} (required)`),
    ...rules.recommended
      .filter((path) => !present(valueAt(block, path)) && !(path in rules.absent))
      .map((path) => `${type}: no ${path} (recommended)`),
  ];
  if (certified) {
    for (const certification of (block["hasCertification"] ?? []) as Record<string, unknown>[]) {
      if (certification["@type"] !== "Certification")
        problems.push("Organization: a certification not typed Certification");
      for (const key of CERTIFICATION_REQUIRED) {
        if (!present(certification[key])) problems.push(`Certification: no ${key} (required)`);
      }
    }
  }
  if (type === "BreadcrumbList") {
    const items = (block["itemListElement"] ?? []) as Record<string, unknown>[];
    items.forEach((item, index) => {
      for (const key of [...LIST_ITEM_REQUIRED, ...(index < items.length - 1 ? ["item"] : [])]) {
        if (!present(item[key])) problems.push(`BreadcrumbList: item ${index + 1} has no ${key} (required)`);
      }
    });
  }
  return problems;
}
