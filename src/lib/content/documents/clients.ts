/** The home page's Our Clients: every logo of every clients document, in one list. */
import { defineQuery } from "groq";
import * as z from "zod/mini";
import { CLIENT_LOGO_WIDTH } from "#src/config/image-sizes.ts";
import { defineContentType } from "#src/lib/content/content-type.ts";
import { IMAGE_FIELDS, id, list, listImage, optional, type ListImage } from "#src/lib/content/fields.ts";
import type { ImageResolver } from "#src/lib/content/image-url.ts";
import { textLanguage, type InLanguage } from "#src/lib/content/translations.ts";
import type { Dictionary } from "#src/i18n/dictionary.ts";
import { format } from "#src/i18n/format.ts";
import { en } from "#src/i18n/en.ts";

/**
 * Per document, so a warning about a bad logo can name the document. A logo without an asset
 * is left out: there is nothing to show. Its alternative text is the image's own, else the
 * asset's.
 */
export const CLIENT_LOGOS_QUERY = defineQuery(`*[_type == "clients"]{
  _id, language,
  "logos": images[defined(asset->url)]{ _key, ${IMAGE_FIELDS}, "alt": coalesce(alt, asset->altText) }
}`);

const clientsSchema = z.object({
  _id: id,
  language: optional(z.string()),
  logos: list(listImage),
});

export const clientLogos = defineContentType({
  documentType: "clients",
  place: { page: "home", list: en.clients.heading },
  query: CLIENT_LOGOS_QUERY,
  schema: clientsSchema,
  prepare: (documents) =>
    documents.flatMap((document) => document.logos.map((logo) => ({ ...logo, ...textLanguage(document) }))),
});

/** The logos as the marquee (ClientMarquee.tsx) shows them, 200 px wide. */
export const clientLogoItems = (
  logos: readonly InLanguage<ListImage>[],
  images: ImageResolver,
  words: Dictionary,
) =>
  logos.flatMap((logo, index) => {
    const image = images.fixed(logo, CLIENT_LOGO_WIDTH);
    return image
      ? [
          {
            key: logo._key ?? String(index),
            // The editor's text is in its document's language; the numbered one is the page's.
            ...(logo.alt === undefined
              ? { alt: format(words.clients.logoAlt, { n: index + 1 }, words.numerals) }
              : { alt: logo.alt, ...textLanguage(logo) }),
            image,
          },
        ]
      : [];
  });

export type ClientLogoItem = ReturnType<typeof clientLogoItems>[number];
