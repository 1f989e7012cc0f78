import { splitEditInfo } from "./content/edit-info.ts";

/** A text cut at a limit: what shows folded, what the fold hides, and any edit info. */
export interface Fold {
  readonly head: string;
  readonly tail: string;
  /** A draft preview's edit info (content/edit-info.ts), kept whole after the text. */
  readonly editInfo: string;
}

/**
 * `text` cut after `limit` characters, or undefined when it is no longer than that. Counts
 * code points, so an emoji or accented letter is never split. A draft preview's edit info is
 * neither counted nor cut off.
 */
export function fold(text: string, limit: number): Fold | undefined {
  const [visible, editInfo] = splitEditInfo(text);
  const characters = Array.from(visible);
  if (characters.length <= limit) return undefined;
  return { head: characters.slice(0, limit).join(""), tail: characters.slice(limit).join(""), editInfo };
}

/** Cuts text to `limit` characters and appends '...' when it is longer (see `fold`). */
export function truncate(text: string, limit: number): string {
  const cut = fold(text, limit);
  return cut === undefined ? text : `${cut.head}...${cut.editInfo}`;
}
