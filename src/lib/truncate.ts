/**
 * Cuts text to `limit` characters and appends '...' when it is longer; shorter text is
 * returned as it is. Counts code points, so an emoji or accented letter is never split.
 */
export function truncate(text: string, limit: number): string {
  const characters = Array.from(text);
  return characters.length > limit ? `${characters.slice(0, limit).join("")}...` : text;
}

/** Whether `truncate(text, limit)` would cut the text. */
export function isTruncated(text: string, limit: number): boolean {
  return Array.from(text).length > limit;
}
