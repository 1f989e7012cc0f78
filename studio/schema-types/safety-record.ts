import { ActivityIcon } from "@sanity/icons/Activity";
import { defineField, defineType } from "sanity";
import { INJURY_RATE_BASE_HOURS } from "../../src/config/credentials.ts";
import { formatNumber } from "../../src/i18n/format.ts";
import { hoursWorkedProblem, injuriesProblem, lostTimeInjuryRate } from "../../src/lib/credentials.ts";
import { draftId, publishedId } from "../../src/lib/content/document-id.ts";
import { yearProblem } from "../../src/lib/content/years.ts";
import { STUDIO_API_VERSION } from "../sanity-project.ts";
import { listPreview, plural } from "./list-preview.ts";

/** A year's safety record: numbers only, so one document serves every language. */
export const safetyRecord = defineType({
  name: "safetyRecord",
  title: "Safety record",
  type: "document",
  icon: ActivityIcon,
  description: `One document a year, shown newest first in the Classifications page's safety record with its lost-time injury frequency rate (per ${formatNumber(INJURY_RATE_BASE_HOURS)} hours worked). Numbers only: the same document serves every language.`,
  fields: [
    defineField({
      name: "year",
      title: "Year",
      type: "number",
      validation: (rule) =>
        rule.required().custom(async (value: unknown, context) => {
          if (value === undefined) return true;
          const problem = yearProblem(value);
          if (problem !== undefined) return `The year ${problem}: the site leaves this record out otherwise.`;
          const id = publishedId(context.document?._id ?? "");
          const others: number = await context
            .getClient({ apiVersion: STUDIO_API_VERSION })
            .fetch(`count(*[_type == "safetyRecord" && year == $year && !(_id in $ids)])`, {
              year: value,
              ids: [id, draftId(id)],
            });
          return others === 0
            ? true
            : `Another safety record is for ${String(value)}: the site shows one record a year, the first it reads.`;
        }),
    }),
    defineField({
      name: "hoursWorked",
      title: "Hours worked",
      type: "number",
      description: "Every hour worked on the company's sites that year.",
      validation: (rule) =>
        rule.custom((value: unknown) => {
          const problem = value === undefined ? undefined : hoursWorkedProblem(value);
          return problem === undefined
            ? true
            : `Hours worked ${problem}: the site shows the year without its hours and rate otherwise.`;
        }),
    }),
    defineField({
      name: "lostTimeInjuries",
      title: "Lost-time injuries",
      type: "number",
      description:
        "Injuries that kept someone away from work for at least one shift after the day of the injury.",
      validation: (rule) =>
        rule.custom((value: unknown) => {
          const problem = value === undefined ? undefined : injuriesProblem(value);
          return problem === undefined
            ? true
            : `Lost-time injuries ${problem}: the site shows the year without them and its rate otherwise.`;
        }),
    }),
    defineField({
      name: "includesSubcontractors",
      title: "Includes subcontractors",
      type: "boolean",
      description: "Whether the hours and injuries count subcontractors' workers too, as buyers ask.",
      initialValue: true,
    }),
  ],
  orderings: [{ title: "Newest first", name: "yearDesc", by: [{ field: "year", direction: "desc" }] }],
  preview: {
    select: { year: "year", hoursWorked: "hoursWorked", lostTimeInjuries: "lostTimeInjuries" },
    prepare: ({ year, hoursWorked, lostTimeInjuries }) => {
      const rate = lostTimeInjuryRate(lostTimeInjuries, hoursWorked);
      return listPreview(typeof year === "number" ? String(year) : "No year", [
        typeof hoursWorked === "number" ? `${formatNumber(hoursWorked)} hours` : "No hours",
        typeof lostTimeInjuries === "number"
          ? plural(lostTimeInjuries, "lost-time injury", "lost-time injuries")
          : undefined,
        rate === undefined ? undefined : `rate ${rate.toFixed(2)}`,
      ]);
    },
  },
});
