/**
 * Of some types the site reads only the first document (a content type's `place.singletonId`,
 * src/lib/content/documents/), so the Studio shows exactly one of each, at that id (the sample
 * dataset's), and offers no way to create, duplicate or delete another.
 */
import type { DocumentActionComponent } from "sanity";
import { CONTENT_TYPES } from "../src/lib/content/documents/index.ts";

/** Each singleton type's one document id, by its document type. */
export const SINGLETON_IDS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(CONTENT_TYPES).flatMap(({ documentType, place }) =>
    "singletonId" in place ? [[documentType, place.singletonId]] : [],
  ),
);

export const isSingletonType = (type: string): boolean => Object.hasOwn(SINGLETON_IDS, type);

/** What an editor can do with a singleton: edit, publish, discard changes, restore a revision. */
const SINGLETON_ACTIONS = new Set(["publish", "discardChanges", "restore"]);

export function singletonActions(
  actions: DocumentActionComponent[],
  type: string,
): DocumentActionComponent[] {
  return isSingletonType(type)
    ? actions.filter(({ action }) => action && SINGLETON_ACTIONS.has(action))
    : actions;
}
