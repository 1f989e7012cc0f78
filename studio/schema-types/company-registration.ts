import { DocumentsIcon } from "@sanity/icons/Documents";
import { defineField, defineType } from "sanity";
import { crNumberDoubt, vatNumberDoubt } from "../../src/lib/credentials.ts";
import { listPreview } from "./list-preview.ts";

/** The company's registration numbers: the same in every language, so one document. */
export const companyRegistration = defineType({
  name: "companyRegistration",
  title: "Company registration",
  type: "document",
  icon: DocumentsIcon,
  description: "Shown on the Classifications page and, small, in the footer of every page.",
  fields: [
    defineField({
      name: "crNumber",
      title: "Commercial registration number",
      type: "string",
      validation: (rule) => rule.custom((value?: string) => crNumberDoubt(value) ?? true).warning(),
    }),
    defineField({
      name: "vatNumber",
      title: "VAT number",
      type: "string",
      validation: (rule) => rule.custom((value?: string) => vatNumberDoubt(value) ?? true).warning(),
    }),
  ],
  preview: {
    select: { crNumber: "crNumber", vatNumber: "vatNumber" },
    prepare: ({ crNumber, vatNumber }) =>
      listPreview("Company registration", [
        typeof crNumber === "string" ? `CR ${crNumber}` : "No CR number",
        typeof vatNumber === "string" ? `VAT ${vatNumber}` : undefined,
      ]),
  },
});
