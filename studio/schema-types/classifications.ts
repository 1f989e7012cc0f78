import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { listPreview } from "./list-preview.ts";
import { defineType } from "sanity";
import { imageField, orderField } from "./shared-fields.ts";
import { viewerDescription, viewerTitle } from "./viewer-fields.ts";

export const classifications = defineType({
  name: "classifications",
  title: "ISO certificate",
  type: "document",
  icon: DocumentTextIcon,
  description: "Shown one at a time under ISO CERTIFICATIONS on the Classifications page.",
  fields: [
    viewerTitle,
    viewerDescription,
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
    select: { title: "title", order: "order", media: "classificationImage" },
    prepare: ({ title, order, media }) =>
      listPreview(title, [order === undefined ? "No order: shown last" : `Order ${order}`], media),
  },
});
