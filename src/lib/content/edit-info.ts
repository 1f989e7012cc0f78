/**
 * Click-to-edit in a draft preview: the invisible edit info (stega) @sanity/client appends to
 * displayed strings. Values the site compares, validates or links stay plain (PLAIN_FIELDS), so
 * a preview filters, orders and links exactly as the public site does.
 */
import type { StegaConfig } from "@sanity/client";
import { factsOfKind } from "#src/lib/content/project-facts.ts";

/** Fields, by the name the queries give them, whose strings never carry edit info. */
export const PLAIN_FIELDS: ReadonlySet<string> = new Set([
  // Compared with the fixed category lists by the projects list's pages and the careers board.
  "category",
  // A project's status and place: compared with the two statuses and the places
  // (project-facts.ts) for their words, and a place for its mark on the map.
  ...factsOfKind("status"),
  ...factsOfKind("place"),
  // Checked, and made into mailto: and https: links (lib/links.ts).
  "email",
  "linkedIn",
  "contactEmail",
  // A social page's network names its icon.
  "network",
  // Read aloud by screen readers, and not clickable text.
  "alt",
  // A statistic's sign after its number ("+"): checked for its length, and too small to click.
  "suffix",
  // A certificate's days are compared with the visitor's day and written in each language's
  // calendar; its verify address is a link.
  "issuedOn",
  "validUntil",
  "verifyUrl",
]);

/** Whether a string of a query's result carries edit info: @sanity/client's `stega.filter`. */
export const encodesEditInfo: NonNullable<StegaConfig["filter"]> = (props) => {
  const field = props.resultPath.findLast((segment) => typeof segment === "string");
  return !(field !== undefined && PLAIN_FIELDS.has(field)) && props.filterDefault(props);
};

/**
 * The invisible characters stega writes; four or more in a row are edit info. The same set
 * as @sanity/client's stegaClean, which the browser code cannot import without its weight.
 */
const EDIT_INFO = /[\u200b-\u200d\u2060-\u2064\ufeff\u{1d173}-\u{1d17a}]{4,}/u;

/**
 * A string's visible text and the edit info a preview build appended to it (empty for every
 * string of a public build), so text can be cut to a length without losing its link to the
 * Studio or counting invisible characters as letters.
 */
export function splitEditInfo(text: string): readonly [visible: string, editInfo: string] {
  const match = EDIT_INFO.exec(text);
  return match === null ? [text, ""] : [text.replace(EDIT_INFO, ""), match[0]];
}

/**
 * Text with all its edit info taken out, for what is no text on the page: the tab's title, a
 * link preview, structured data. Its characters would only be noise there.
 */
export function withoutEditInfo(text: string): string {
  return text.replace(new RegExp(EDIT_INFO.source, "gu"), "");
}
