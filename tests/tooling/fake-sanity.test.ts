import { describe, expect, it } from "vitest";
import { inPerspective } from "../../tooling/fake-sanity/server";

const published = { _id: "p1", _type: "t", title: "Published" };
const draft = { _id: "drafts.p1", _type: "t", title: "Draft" };
const newDraft = { _id: "drafts.p2", _type: "t", title: "Never published" };
const version = { _id: "versions.r1.p1", _type: "t", title: "In a release" };
const all = [published, draft, newDraft, version];

describe("the test server's perspectives, as Sanity's", () => {
  it.each<[string, string | null, { _id: string; _originalId: string; title: string }[]]>([
    ["published: no drafts or versions", "published", [{ _id: "p1", _originalId: "p1", title: "Published" }]],
    [
      "drafts: each draft in place of its published document, under the published id",
      "drafts",
      [
        { _id: "p1", _originalId: "drafts.p1", title: "Draft" },
        { _id: "p2", _originalId: "drafts.p2", title: "Never published" },
      ],
    ],
    ["raw: everything as stored", "raw", all.map(({ _id, title }) => ({ _id, _originalId: _id, title }))],
    ["none: raw", null, all.map(({ _id, title }) => ({ _id, _originalId: _id, title }))],
  ])("%s", (_, perspective, expected) => {
    expect(
      inPerspective(all, perspective).map(({ _id, _originalId, title }) => ({ _id, _originalId, title })),
    ).toEqual(expected);
  });
});
