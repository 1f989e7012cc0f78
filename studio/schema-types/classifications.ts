import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { defineField, defineType } from "sanity";
import { companyDay, expiryNotice } from "../../src/lib/credentials.ts";
import { certificateFields } from "./certificate-fields.ts";
import { listPreview, NO_ORDER } from "./list-preview.ts";
import { imageField, orderField } from "./shared-fields.ts";
import { viewerDescription, viewerTitle } from "./viewer-fields.ts";

export const classifications = defineType({
  name: "classifications",
  title: "ISO certificate",
  type: "document",
  icon: DocumentTextIcon,
  description:
    "Shown one at a time under ISO CERTIFICATIONS on the Classifications page, and as an entry of its certificate register.",
  fields: [
    viewerTitle,
    viewerDescription,
    defineField({
      name: "standard",
      title: "Standard",
      type: "string",
      description:
        'The standard and its edition, e.g. "ISO 9001:2015": the register\'s heading, and what buyers search for.',
    }),
    ...certificateFields.slice(0, 2),
    defineField({
      name: "scope",
      title: "Scope",
      type: "text",
      rows: 3,
      description: "What the certificate covers, as printed on it, in this document's language.",
    }),
    ...certificateFields.slice(2),
    imageField({
      name: "classificationImage",
      title: "Certificate",
      description: "The certificate, shown whole (never cropped).",
      whenMissing: "Without a certificate image the viewer shows a placeholder graphic.",
    }),
    imageField({
      name: "companyClassificationImage",
      title: "Classification image",
      description: 'Shown over the certificate on hover, captioned "Classification".',
    }),
    orderField("Certificates"),
  ],
  orderings: [{ title: "Site order", name: "siteOrder", by: [{ field: "order", direction: "asc" }] }],
  preview: {
    select: { title: "title", order: "order", validUntil: "validUntil", media: "classificationImage" },
    prepare: ({ title, order, validUntil, media }) =>
      listPreview(
        title,
        [
          expiryNotice(validUntil, companyDay(new Date())),
          typeof order === "number" ? `Order ${order}` : NO_ORDER,
        ],
        media,
      ),
  },
});
