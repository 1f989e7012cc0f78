import { defineField } from "sanity";
import { yearDoubt, yearProblem } from "../../src/lib/content/years.ts";

/** A project's year: the site lists projects newest first, a project without one last. */
export const yearField = defineField({
  name: "year",
  title: "Year",
  type: "number",
  description: "The year of completion, e.g. 2023. Projects are listed newest first; without a year, last.",
  validation: (rule) => [
    rule.custom((value: unknown) => {
      const problem = value === undefined || value === null ? undefined : yearProblem(value);
      return problem === undefined
        ? true
        : `The year ${problem}: the site shows this project without a year otherwise, listed last.`;
    }),
    rule
      .custom((value: unknown) => {
        if (value === undefined) return "Without a year the project is listed last.";
        const doubt = yearDoubt(value, new Date());
        return doubt === undefined ? true : `The year ${doubt}. The site shows it as it is.`;
      })
      .warning(),
  ],
});
