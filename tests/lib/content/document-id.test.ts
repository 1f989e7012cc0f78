import { describe, expect, it } from "vitest";
import { DOCUMENT_ID, isPublishedId, publishedId } from "#src/lib/content/document-id.ts";

describe("DOCUMENT_ID", () => {
  it.each<[string, boolean]>([
    ["project-al-noor-hotel", true],
    ["a", true],
    ["_x.y-z", true],
    ["a".repeat(128), true],
    ["a".repeat(129), false],
    ["-leading-dash", false],
    [".dot", false],
    ["..", false],
    ["a/b", false],
    ["a b", false],
    ["مشروع", false],
    ["", false],
  ])("%j: %s", (id, valid) => {
    expect(DOCUMENT_ID.test(id)).toBe(valid);
  });
});

describe.each<[string, boolean, string]>([
  ["p-1", true, "p-1"],
  ["drafts.p-1", false, "p-1"],
  ["versions.spring.p-1", false, "p-1"],
  ["drafts-p-1", true, "drafts-p-1"],
  ["site.drafts.p-1", true, "site.drafts.p-1"],
])("%s", (id, published, stripped) => {
  it(`is ${published ? "" : "not "}published`, () => expect(isPublishedId(id)).toBe(published));
  it(`stands for ${stripped}`, () => expect(publishedId(id)).toBe(stripped));
});
