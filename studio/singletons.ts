/**
 * The site reads only the first aboutUs and mainClassification document, so the Studio shows
 * exactly one of each, at a fixed id (the sample dataset's), and offers no way to create,
 * duplicate or delete another.
 */
import type { DocumentActionComponent } from "sanity";

export const SINGLETON_IDS = {
  aboutUs: "aboutUs-main",
  mainClassification: "main-classification",
} as const satisfies Record<string, string>;

export type SingletonType = keyof typeof SINGLETON_IDS;

export const isSingletonType = (type: string): type is SingletonType => Object.hasOwn(SINGLETON_IDS, type);

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
