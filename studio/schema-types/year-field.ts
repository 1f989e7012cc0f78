import { defineField } from "sanity";

/** A project's year: the site lists projects newest first, a project without one last. */
export const yearField = defineField({
  name: "year",
  title: "Year",
  type: "number",
  description: "The year of completion, e.g. 2023. Projects are listed newest first; without a year, last.",
  validation: (rule) => [
    rule.integer().error("A year is a whole number, e.g. 2023: the site leaves this project out otherwise."),
    rule
      .custom((value?: number) => (value === undefined ? "Without a year the project is listed last." : true))
      .warning(),
  ],
});
