/**
 * A project's facts, the form's "Facts" group: a field for each line of the site's table
 * (src/lib/content/project-facts.ts), typed and checked by its kind with the site's own rules,
 * so what the Studio lets through is what the site shows; `npm run content:validate` runs the
 * same rules over an export. Nothing here names a fact but the period's pair of years.
 */
import { defineField, type FieldDefinition, type NumberRule, type StringRule } from "sanity";
import { PROJECT_STATUSES } from "../../src/config/categories.ts";
import { CARD_FACT_LIMIT } from "../../src/config/display-limits.ts";
import { en } from "../../src/i18n/en.ts";
import {
  areaProblem,
  FACT_KEYS,
  isProjectStatus,
  periodProblem,
  PROJECT_FACTS,
  type FactKey,
} from "../../src/lib/content/project-facts.ts";
import {
  countryOf,
  isPlace,
  isRegion,
  PLACE_CODES,
  placeName,
  placeProblem,
  pointProblem,
  type Point,
} from "../../src/lib/content/project-place.ts";
import { yearDoubt, yearProblem } from "../../src/lib/content/years.ts";
import { cutAfter } from "./rules.ts";

export const FACTS_GROUP = { name: "facts", title: "Facts" } as const;

/** What the site does with a fact that breaks its rule, said after each such error. */
export const FACT_LEFT_OUT = "the site leaves this fact out otherwise, and shows the rest of the project.";

/** A number field's rule: a year or positive as `problem` says, an error, as the site drops it. */
const numberRule = (rule: NumberRule, what: string, problem: (value: unknown) => string | undefined) =>
  rule.custom((value: unknown) => {
    if (value === undefined || value === null) return true;
    const message = problem(value);
    return message === undefined ? true : `${what} ${message}: ${FACT_LEFT_OUT}`;
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

/** The help under a fact's field: the table's words, where it shows, and whose copy it is. */
function helpFor(key: FactKey): string {
  const { studio, card, shared } = PROJECT_FACTS[key];
  return [
    studio.description,
    card ? "On the card beside the category, and on the page." : undefined,
    // A shared fact's field says so itself (original-values.ts).
    shared ? undefined : "Each language's document holds its own.",
  ]
    .filter(Boolean)
    .join(" ");
}

/** What the site does with a point outside its place's country, said after its warning. */
const POINT_LEFT_OUT =
  "the map marks the project at its region's seat instead, unless the point is corrected.";

/** The places as the Studio lists them, by name: the Kingdom's regions, then countries abroad. */
const placeOptions = () =>
  PLACE_CODES.map((value) => ({
    value,
    title: `${placeName(value, { language: en.language, facts: en.project.facts })}${isRegion(value) ? "" : " (abroad)"}`,
  }));

/** A fact's field, by its kind. */
function factField(key: FactKey): FieldDefinition {
  const fact = PROJECT_FACTS[key];
  const base = { name: key, title: fact.studio.title, group: FACTS_GROUP.name, description: helpFor(key) };
  const what = `The ${fact.studio.title.toLowerCase()}`;
  switch (fact.kind) {
    case "text":
      return defineField({
        ...base,
        type: "string",
        ...(fact.card
          ? {
              validation: (rule: StringRule) =>
                cutAfter(
                  rule,
                  CARD_FACT_LIMIT,
                  `the card shows the first ${CARD_FACT_LIMIT} and "...", the project page all of it.`,
                ),
            }
          : {}),
      });
    case "status":
      return defineField({
        ...base,
        type: "string",
        options: {
          list: PROJECT_STATUSES.map((value) => ({ value, title: en.project.facts.statuses[value] })),
          layout: "radio",
          direction: "horizontal",
        },
        validation: (rule) =>
          rule.custom((value: unknown) =>
            value === undefined || value === null || isProjectStatus(value)
              ? true
              : `${what} must be one of ${PROJECT_STATUSES.map((status) => `"${status}"`).join(" or ")}: ${FACT_LEFT_OUT}`,
          ),
      });
    case "place":
      return defineField({
        ...base,
        type: "string",
        options: { list: placeOptions() },
        validation: (rule) =>
          rule.custom((value: unknown) => {
            if (value === undefined || value === null) return true;
            const problem = placeProblem(value);
            return problem === undefined ? true : `The place ${problem}: ${FACT_LEFT_OUT}`;
          }),
      });
    case "point":
      return defineField({
        ...base,
        // Latitude and longitude only, with no map (latitude-and-longitude.tsx).
        type: "geopoint",
        validation: (rule) => [
          rule.custom((value: unknown) => {
            if (value === undefined || value === null) return true;
            const problem = pointProblem(value);
            return problem === undefined ? true : `The point ${problem}: ${FACT_LEFT_OUT}`;
          }),
          rule
            .custom(async (value: unknown, context) => {
              const place = context.document?.["region"];
              if (pointProblem(value) !== undefined || !isPlace(place)) return true;
              const { pointOutsideCountry } = await import("../../src/lib/map/countries.ts");
              const outside = pointOutsideCountry(value as Point, countryOf(place));
              return outside === undefined ? true : `${outside}: ${POINT_LEFT_OUT}`;
            })
            .warning(),
        ],
      });
    case "area":
      return defineField({
        ...base,
        type: "number",
        validation: (rule) => numberRule(rule, "The area", areaProblem),
      });
    case "year":
      return defineField({
        ...base,
        type: "number",
        validation: (rule) => [
          numberRule(rule, what, yearProblem),
          doubtfulYear(rule, what),
          ...(key === "startYear"
            ? [
                rule.custom((value: unknown, context) => {
                  const message = periodProblem(value, context.document?.["year"]);
                  return message === undefined
                    ? true
                    : `${capitalized(message)}: the site leaves the start out otherwise, and shows the completion alone.`;
                }),
              ]
            : []),
          ...(key === "year"
            ? [
                rule
                  .custom((value: unknown) =>
                    value === undefined ? "Without a year the project is listed last." : true,
                  )
                  .warning(),
              ]
            : []),
        ],
      });
  }
}

/** The Facts group: a field a fact, in the table's order. */
export const projectFactFields = FACT_KEYS.map(factField);
