import { splitEditInfo } from "./content/edit-info.ts";

/**
 * Cuts text to `limit` characters and appends '...' when it is longer; shorter text is
 * returned as it is. Counts code points, so an emoji or accented letter is never split.
 * A draft preview's edit info is neither counted nor cut off (content/edit-info.ts).
 */
export function truncate(text: string, limit: number): string {
  const [visible, editInfo] = splitEditInfo(text);
  const characters = Array.from(visible);
  return characters.length > limit ? `${characters.slice(0, limit).join("")}...${editInfo}` : text;
}

/** Whether `truncate(text, limit)` would cut the text. */
export function isTruncated(text: string, limit: number): boolean {
  return Array.from(splitEditInfo(text)[0]).length > limit;
}
