/** The home page's Our Clients: every logo of every clients document, in one list. */
import { defineQuery } from "groq";
import * as z from "zod/mini";
import { CLIENT_LOGO_WIDTH } from "#src/config/display.ts";
import { defineContentType } from "#src/lib/content/content-type.ts";
import { IMAGE_FIELDS, id, list, listImage, type ListImage } from "#src/lib/content/fields.ts";
import type { ImageResolver } from "#src/lib/content/image-url.ts";
import type { Dictionary } from "#src/i18n/dictionary.ts";
import { format } from "#src/i18n/format.ts";

/**
 * Per document, so a warning about a bad logo can name the document. A logo without an asset
 * is left out: there is nothing to show. Its alternative text is the image's own, else the
 * asset's.
 */
export const CLIENT_LOGOS_QUERY = defineQuery(`*[_type == "clients"]{
  _id,
  "logos": images[defined(asset->url)]{ _key, ${IMAGE_FIELDS}, "alt": coalesce(alt, asset->altText) }
}`);

const clientsSchema = z.object({
  _id: id,
  logos: list(listImage),
});

export const clientLogos = defineContentType({
  documentType: "clients",
  query: CLIENT_LOGOS_QUERY,
  schema: clientsSchema,
  prepare: (documents) => documents.flatMap((document) => document.logos),
});

/** The logos as the marquee (ClientMarquee.tsx) shows them, 200 px wide. */
export const clientLogoItems = (logos: readonly ListImage[], images: ImageResolver, words: Dictionary) =>
  logos.flatMap((logo, index) => {
    const image = images.fixed(logo, CLIENT_LOGO_WIDTH);
    return image
      ? [
          {
            key: logo._key ?? String(index),
            alt: logo.alt ?? format(words.clients.logoAlt, { n: index + 1 }, words.numerals),
            image,
          },
        ]
      : [];
  });

export type ClientLogoItem = ReturnType<typeof clientLogoItems>[number];
