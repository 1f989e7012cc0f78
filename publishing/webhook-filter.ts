/**
 * The filter of the Sanity webhook that starts a build (docs/publishing.md): the types of
 * every document the site shows, in either language, and the translation metadata that joins
 * a document to its translation (linking one is a publish too). Printed for pasting into
 * sanity.io/manage → API → Webhooks → Filter:
 *
 *   npm run webhook:filter
 */
import { translationMetadata } from "#src/lib/content/documents/translation-metadata.ts";
import { CONTENT_TYPES } from "#src/lib/content/documents/index.ts";

export function webhookFilter(): string {
  const types = [
    ...Object.values(CONTENT_TYPES).map((type) => type.documentType),
    translationMetadata.documentType,
  ];
  return `_type in [${types.map((type) => JSON.stringify(type)).join(", ")}]`;
}

if (import.meta.main) console.log(webhookFilter());
