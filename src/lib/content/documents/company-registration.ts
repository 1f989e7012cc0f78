/**
 * The company's registration: its commercial registration and VAT numbers, on the
 * Classifications page and in every page's footer. One companyRegistration document (the
 * first), the same in every language.
 */
import { defineQuery } from "groq";
import * as z from "zod/mini";
import { defineContentType } from "#src/lib/content/content-type.ts";
import { id, optional, text } from "#src/lib/content/fields.ts";

export const COMPANY_REGISTRATION_QUERY = defineQuery(`*[_type == "companyRegistration"]{
  _id, crNumber, vatNumber
}`);

const companyRegistrationSchema = z.object({
  _id: id,
  crNumber: optional(text),
  vatNumber: optional(text),
});

export const companyRegistration = defineContentType({
  documentType: "companyRegistration",
  place: { page: "classifications", list: "Company registration", singletonId: "company-registration" },
  sharedByLanguages: true,
  query: COMPANY_REGISTRATION_QUERY,
  schema: companyRegistrationSchema,
  prepare: (documents) => documents[0],
});

/** The registration's numbers that are filled in, each with its key (the dictionary's `registration.labels`). */
export const registrationNumbers = (registration: z.output<typeof companyRegistrationSchema> | undefined) =>
  (["crNumber", "vatNumber"] as const).flatMap((key) => {
    const number = registration?.[key];
    return number === undefined ? [] : [{ key, number }];
  });
