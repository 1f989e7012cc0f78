/**
 * A published document's id as Sanity allows it: letters, digits, `.`, `_` and `-`, at most
 * 128, not starting with `.` or `-`. Project ids become URL paths, so nothing else passes.
 */
export const DOCUMENT_ID = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;

/** How a draft's id (`drafts.{id}`) and a Content Release version's (`versions.{release}.{id}`) begin. */
const UNPUBLISHED_PREFIX = /^(?:drafts\.|versions\.[^.]+\.)/;

/** Whether an id is a published document's rather than a draft's or a release version's. */
export const isPublishedId = (id: string): boolean => !UNPUBLISHED_PREFIX.test(id);

/** The published id a draft or a release version stands for. */
export const publishedId = (id: string): string => id.replace(UNPUBLISHED_PREFIX, "");

/** The id of the draft of the document `id` is, or is a draft or version of. */
export const draftId = (id: string): string => `drafts.${publishedId(id)}`;
