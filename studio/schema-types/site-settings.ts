import { CogIcon } from "@sanity/icons/Cog";
import { defineArrayMember, defineField, defineType } from "sanity";
import {
  STATISTIC_SUFFIX_LIMIT,
  statisticSuffixProblem,
  statisticValueProblem,
} from "../../src/lib/content/types/site-settings.ts";
import { listPreview } from "./list-preview.ts";
import { requiredText } from "./rules.ts";

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
      validation: (rule) => rule.required().custom((value) => statisticValueProblem(value) ?? true),
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
    prepare: ({ value, suffix, label }) =>
      listPreview(typeof value === "number" ? `${value}${suffix ?? ""}` : "No number", [label]),
  },
});

const statistics = (name: string, title: string, where: string) =>
  defineField({
    name,
    title,
    type: "array",
    group: name === "homeStatistics" ? "home" : "team",
    description: `${where} ${FALLBACK}`,
    of: [statistic],
    validation: (rule) =>
      rule
        .max(STATISTICS_IN_A_ROW)
        .warning(`Over ${STATISTICS_IN_A_ROW}, the figures no longer fit one row on a wide screen.`),
  });

/**
 * What visitors read first, in each language: the settings the site's pages take their
 * headline, figures and grade lines from (src/lib/content/types/site-settings.ts).
 */
export const siteSettings = defineType({
  name: "siteSettings",
  title: "Site settings",
  type: "document",
  icon: CogIcon,
  description: "The home page's headline and figures, the team page's figures and the classification grades.",
  groups: [
    { name: "home", title: "Home page", default: true },
    { name: "team", title: "Team page" },
    { name: "classifications", title: "Classifications page" },
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
  ],
  preview: {
    select: { headline: "heroHeadline" },
    prepare: ({ headline }) => listPreview("Site settings", [headline]),
  },
});
