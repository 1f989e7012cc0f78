import { CogIcon } from "@sanity/icons/Cog";
import { defineArrayMember, defineField, defineType } from "sanity";
import { CONTACT_EMAIL, SOCIAL_NETWORKS } from "../../src/config/company.ts";
import { emailAddress } from "../../src/lib/links.ts";
import {
  STATISTIC_SUFFIX_LIMIT,
  statisticSuffixProblem,
  statisticValueProblem,
} from "../../src/lib/content/documents/site-settings.ts";
import { listPreview } from "./list-preview.ts";
import { httpsUrlRule, requiredText } from "./rules.ts";

/** What an empty field shows: the specification's words, which the site keeps in its code. */
const FALLBACK = "Left empty, the site shows the wording it was launched with.";

/** The home page and the team page show four figures in a row; a fifth wraps to a row of its own. */
const STATISTICS_IN_A_ROW = 4;

/** One figure of a statistics block, declared once for both blocks. */
const statistic = defineArrayMember({
  name: "statistic",
  title: "Statistic",
  type: "object",
  fields: [
    defineField({
      name: "value",
      title: "Number",
      type: "number",
      description: "A whole number; on the home page it counts up from 0 as it comes into view.",
      // Custom alone: on a translation the number is the original's, and its own stays empty.
      validation: (rule) =>
        rule.custom((value) =>
          value === undefined ? "Type the number." : (statisticValueProblem(value) ?? true),
        ),
    }),
    defineField({
      name: "suffix",
      title: "Sign after the number",
      type: "string",
      description: `Optional, e.g. "+" or "%" (at most ${STATISTIC_SUFFIX_LIMIT} characters).`,
      validation: (rule) =>
        rule.custom((value?: string) =>
          value === undefined ? true : (statisticSuffixProblem(value) ?? true),
        ),
    }),
    defineField({
      name: "label",
      title: "Label",
      type: "string",
      description: 'What the number counts, e.g. "Projects completed".',
      validation: (rule) => requiredText(rule, "a label"),
    }),
  ],
  preview: {
    select: { value: "value", suffix: "suffix", label: "label" },
    // Titled by its words: a translation's number is its original's, which only its list
    // shows (studio/original-value-input.tsx), not the dialog's heading.
    prepare: ({ value, suffix, label }) =>
      listPreview(typeof label === "string" && label.trim() !== "" ? label : "No label", [
        typeof value === "number" ? `${value}${suffix ?? ""}` : "No number",
      ]),
  },
});

const statistics = (name: string, title: string, where: string) =>
  defineField({
    name,
    title,
    type: "array",
    group: name === "homeStatistics" ? "home" : "team",
    description: `${where} ${STATISTICS_IN_A_ROW} fit one row on a wide screen; more wrap to a row of their own. ${FALLBACK}`,
    of: [statistic],
    validation: (rule) =>
      rule
        .max(STATISTICS_IN_A_ROW)
        .warning(`Over ${STATISTICS_IN_A_ROW}, the figures no longer fit one row on a wide screen.`),
  });

/**
 * What visitors read first, in each language: the settings the site's pages take their
 * headline, figures and grade lines from (src/lib/content/documents/site-settings.ts).
 */
export const siteSettings = defineType({
  name: "siteSettings",
  title: "Site settings",
  type: "document",
  icon: CogIcon,
  description:
    "The home page's headline and figures, the team page's figures, the classification grades, and the company's e-mail address and social pages.",
  groups: [
    { name: "home", title: "Home page", default: true },
    { name: "team", title: "Team page" },
    { name: "classifications", title: "Classifications page" },
    { name: "contact", title: "Contact" },
  ],
  fields: [
    defineField({
      name: "heroHeadline",
      title: "Headline",
      type: "string",
      group: "home",
      description: `The large heading over the video at the top of the home page. ${FALLBACK}`,
    }),
    defineField({
      name: "heroSubtext",
      title: "Text under the headline",
      type: "text",
      rows: 3,
      group: "home",
      description: FALLBACK,
    }),
    statistics("homeStatistics", "Home page statistics", "The figures on the dark band of the home page."),
    defineField({
      name: "teamLine",
      title: "Team line",
      type: "string",
      group: "home",
      description: `The sentence under the home page's figures, above the Careers button. ${FALLBACK}`,
    }),
    statistics("teamStatistics", "Team page statistics", "The figures on the yellow band of the team page."),
    defineField({
      name: "classificationGrades",
      title: "Classification grades",
      type: "array",
      group: "classifications",
      description: `The lines beside the main certificate on the Classifications page and in the company profile, one grade a line. ${FALLBACK}`,
      of: [
        defineArrayMember({
          type: "string",
          validation: (rule) => requiredText(rule, "the grade's text, or remove the empty line").error(),
        }),
      ],
    }),
    defineField({
      name: "contactEmail",
      title: "Contact e-mail",
      type: "string",
      group: "contact",
      description: `Where the footer's Get in touch and every position's Apply Now write to, and the address the company profile and search engines give. Left empty, ${CONTACT_EMAIL}.`,
      validation: (rule) =>
        rule.custom((value?: string) =>
          value === undefined || value.trim() === "" || emailAddress(value) !== undefined
            ? true
            : `Must be a plain e-mail address such as name@company.com: the site writes to ${CONTACT_EMAIL} until it is.`,
        ),
    }),
    defineField({
      name: "socialLinks",
      title: "Social pages",
      type: "array",
      group: "contact",
      description: `The company's pages, as the footer's round buttons in this order, and as search engines' "same as" links. ${FALLBACK}`,
      of: [
        defineArrayMember({
          name: "socialLink",
          title: "Social page",
          type: "object",
          fields: [
            defineField({
              name: "network",
              title: "Network",
              type: "string",
              options: { list: [...SOCIAL_NETWORKS], layout: "radio", direction: "horizontal" },
              validation: (rule) => rule.required().error("Choose the network: its icon is the button."),
            }),
            defineField({
              name: "url",
              title: "Address",
              type: "url",
              validation: (rule) => [
                rule.required(),
                httpsUrlRule(rule, "Must be an https:// address: the site shows no button for any other."),
              ],
            }),
          ],
          preview: { select: { title: "network", subtitle: "url" } },
        }),
      ],
    }),
  ],
  preview: {
    select: { headline: "heroHeadline" },
    prepare: ({ headline }) => listPreview("Site settings", [headline]),
  },
});
