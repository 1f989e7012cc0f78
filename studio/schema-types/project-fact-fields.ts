/**
 * A project's facts, the form's "Facts" group: who it was for, where, its status, period,
 * built-up area and the company's scope. Each is checked as the editor types with the site's
 * own rules (src/lib/content/project-facts.ts), so what the Studio lets through is what the
 * site shows; `npm run content:validate` runs the same rules over an export.
 */
import { defineField, type NumberRule } from "sanity";
import { en } from "../../src/i18n/en.ts";
import {
  areaProblem,
  CARD_LOCATION_LIMIT,
  isProjectStatus,
  periodProblem,
  PROJECT_STATUSES,
} from "../../src/lib/content/project-facts.ts";
import { yearDoubt, yearProblem } from "../../src/lib/content/years.ts";
import { cutAfter } from "./rules.ts";

export const FACTS_GROUP = { name: "facts", title: "Facts" } as const;

const LEFT_OUT = "the site leaves this fact out otherwise, and shows the rest of the project.";

/** A number field's rule: a year or positive as `problem` says, an error, as the site drops it. */
const numberRule = (rule: NumberRule, what: string, problem: (value: unknown) => string | undefined) =>
  rule.custom((value: unknown) => {
    if (value === undefined || value === null) return true;
    const message = problem(value);
    return message === undefined ? true : `${what} ${message}: ${LEFT_OUT}`;
  });

/** A warning for a year that is one but may be a slip (years.ts): the site shows it as it is. */
const doubtfulYear = (rule: NumberRule, what: string) =>
  rule
    .custom((value: unknown) => {
      const doubt = yearDoubt(value, new Date());
      return doubt === undefined ? true : `${what} ${doubt}. The site shows it as it is.`;
    })
    .warning();

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

const textFact = (name: string, title: string, description: string) =>
  defineField({ name, title, type: "string", group: FACTS_GROUP.name, description });

export const projectFactFields = [
  textFact(
    "client",
    "Client",
    'Who the project was built for, as the company names them, e.g. "Ministry of Health". Each language\'s document holds its own.',
  ),
  defineField({
    ...textFact(
      "location",
      "Location",
      `City and country as the company writes them, e.g. "Riyadh, Saudi Arabia": on the card beside the category, and on the page. Each language's document holds its own.`,
    ),
    validation: (rule) =>
      cutAfter(
        rule,
        CARD_LOCATION_LIMIT,
        `the card shows the first ${CARD_LOCATION_LIMIT} and "...", the project page all of it.`,
      ),
  }),
  defineField({
    name: "status",
    title: "Status",
    type: "string",
    group: FACTS_GROUP.name,
    description: "On the card and the page. The same in every language.",
    options: {
      list: PROJECT_STATUSES.map((value) => ({ value, title: en.project.facts.statuses[value] })),
      layout: "radio",
      direction: "horizontal",
    },
    validation: (rule) => [
      rule.custom((value: unknown) =>
        value === undefined || value === null || isProjectStatus(value)
          ? true
          : `The status must be one of ${PROJECT_STATUSES.map((status) => `"${status}"`).join(" or ")}: ${LEFT_OUT}`,
      ),
    ],
  }),
  defineField({
    name: "startYear",
    title: "Start year",
    type: "number",
    group: FACTS_GROUP.name,
    description:
      'The year work began, e.g. 2019. With the completion year the page shows "2019–2021"; while under construction, "Since 2024".',
    validation: (rule) => [
      numberRule(rule, "The start year", yearProblem),
      doubtfulYear(rule, "The start year"),
      rule.custom((value: unknown, context) => {
        const message = periodProblem(value, context.document?.["year"]);
        return message === undefined
          ? true
          : `${capitalized(message)}: the site leaves the start out otherwise, and shows the completion alone.`;
      }),
    ],
  }),
  defineField({
    name: "year",
    title: "Completion year",
    type: "number",
    group: FACTS_GROUP.name,
    description:
      "The year of completion, e.g. 2023; while under construction, the year it is planned for. Projects are listed newest first; without a year, last.",
    validation: (rule) => [
      numberRule(rule, "The completion year", yearProblem),
      doubtfulYear(rule, "The completion year"),
      rule
        .custom((value?: number) =>
          value === undefined ? "Without a year the project is listed last." : true,
        )
        .warning(),
    ],
  }),
  defineField({
    name: "area",
    title: "Built-up area (m²)",
    type: "number",
    group: FACTS_GROUP.name,
    description: 'The built-up area in square metres, e.g. 12500: the page shows "12,500 m²".',
    validation: (rule) => [numberRule(rule, "The area", areaProblem)],
  }),
  textFact(
    "scope",
    "Scope",
    "The company's role, e.g. \"Main contractor, design and build\". Each language's document holds its own.",
  ),
];
