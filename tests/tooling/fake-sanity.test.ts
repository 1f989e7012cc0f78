import { createClient, type MutationEvent, type SanityClient } from "@sanity/client";
import { applyPatch, type RawPatch } from "mendoza";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { inPerspective } from "../../tooling/fake-sanity/documents.ts";
import { startFakeSanity, type FakeSanity } from "../../tooling/fake-sanity/server.ts";

const published = { _id: "p1", _type: "t", title: "Published" };
const draft = { _id: "drafts.p1", _type: "t", title: "Draft" };
const newDraft = { _id: "drafts.p2", _type: "t", title: "Never published" };
const version = { _id: "versions.r1.p1", _type: "t", title: "In a release" };
const all = [published, draft, newDraft, version];

/** A client of the test server, as the site's and the Studio's are made. */
const clientOf = (fake: FakeSanity, token?: string) =>
  createClient({
    projectId: "fake",
    dataset: "production",
    apiVersion: "2025-02-19",
    apiHost: fake.origin,
    useProjectHostname: false,
    useCdn: false,
    ...(token === undefined ? {} : { token }),
  });

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
    [
      "a release stacked on drafts: the release's version, else the draft, else the published document",
      "r1,drafts",
      [
        { _id: "p1", _originalId: "versions.r1.p1", title: "In a release" },
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

describe("the test server's listener, as Sanity's", () => {
  const TOKEN = "sk-listener";
  let fake: FakeSanity;
  const client = (token?: string) => clientOf(fake, token);

  /** The first `count` mutation events a listener hears while `act` runs. */
  async function heard(listen: SanityClient, count: number, act: () => Promise<unknown>) {
    const events: MutationEvent[] = [];
    let done = () => {};
    const all = new Promise<void>((resolve) => (done = resolve));
    const subscription = listen
      .listen("*[_type == 't']", {}, { events: ["welcome", "mutation"], effectFormat: "mendoza" })
      .subscribe((event) => {
        if (event.type === "welcome") void act();
        if (event.type === "mutation" && events.push(event) === count) done();
      });
    await Promise.race([all, new Promise((resolve) => setTimeout(resolve, 2000))]);
    subscription.unsubscribe();
    return events;
  }

  beforeEach(async () => {
    fake = await startFakeSanity(
      {
        production: [
          { ...published, _rev: "r0" },
          { _id: "other", _type: "u", title: "Not followed" },
        ],
      },
      { token: TOKEN },
    );
  });
  afterEach(() => fake.close());

  it("announces a saved patch with its revisions, mutations, result and Mendoza effects", async () => {
    const patch = { patch: { id: "p1", set: { title: "Renamed" } } };
    const [event, ...more] = await heard(client(TOKEN), 1, () =>
      client(TOKEN).mutate([patch], { transactionId: "tx-rename" }),
    );
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      documentId: "p1",
      transactionId: "tx-rename",
      transition: "update",
      previousRev: "r0",
      resultRev: "tx-rename",
      mutations: [patch],
      result: { _id: "p1", title: "Renamed", _rev: "tx-rename" },
      transactionTotalEvents: 1,
      transactionCurrentEvent: 1,
    });
    const effects = event?.effects as { apply: RawPatch; revert: RawPatch };
    const before = published;
    expect(applyPatch(before, effects.apply)).toMatchObject({ _id: "p1", title: "Renamed" });
    expect(applyPatch(applyPatch(before, effects.apply), effects.revert)).toEqual(before);
    const stored = await client(TOKEN).getDocument("p1");
    expect(stored?._rev).toBe("tx-rename");
  });

  it("announces a publish as one event per document, numbered within the transaction", async () => {
    const events = await heard(client(TOKEN), 3, async () => {
      await client(TOKEN).create({ _id: "drafts.p1", _type: "t", title: "Draft" });
      await client(TOKEN).mutate([
        { createOrReplace: { _id: "p1", _type: "t", title: "Draft" } },
        { delete: { id: "drafts.p1" } },
      ]);
    });
    expect(
      events.map(({ documentId, transition, transactionTotalEvents, transactionCurrentEvent }) => [
        documentId,
        transition,
        `${transactionCurrentEvent}/${transactionTotalEvents}`,
      ]),
    ).toEqual([
      ["drafts.p1", "appear", "1/1"],
      ["p1", "update", "1/2"],
      ["drafts.p1", "disappear", "2/2"],
    ]);
  });

  it("tells a listener without the token nothing of drafts, and nothing of documents it does not follow", async () => {
    const events = await heard(client(), 1, async () => {
      await client(TOKEN).create({ _id: "drafts.p1", _type: "t", title: "Draft" });
      await client(TOKEN).patch("other").set({ title: "Changed" }).commit();
      await client(TOKEN).patch("p1").set({ title: "Published change" }).commit();
    });
    expect(events.map((event) => [event.documentId, event.result?.["title"]])).toEqual([
      ["p1", "Published change"],
    ]);
  });
});

describe("the test server's mutations, as Sanity's", () => {
  it("deletes by query: every document the query matches, and no other", async () => {
    const fake = await startFakeSanity(
      {
        production: [
          { _id: "old", _type: "sanity.previewUrlSecret", _updatedAt: "2020-01-01T00:00:00Z" },
          { _id: "new", _type: "sanity.previewUrlSecret", _updatedAt: new Date().toISOString() },
          { _id: "other", _type: "t", _updatedAt: "2020-01-01T00:00:00Z" },
        ],
      },
      { token: "sk" },
    );
    try {
      const client = clientOf(fake, "sk");
      await client.delete({
        query: `*[_type == "sanity.previewUrlSecret" && dateTime(_updatedAt) <= dateTime(now()) - 3600]`,
      });
      expect((await client.fetch<{ _id: string }[]>("*")).map((doc) => doc._id)).toEqual(["new", "other"]);
    } finally {
      await fake.close();
    }
  });

  it("creates a document by the Actions API under its attributes' id, the draft's as the Studio sends it", async () => {
    const fake = await startFakeSanity({ production: [published] }, { token: "sk" });
    try {
      const client = clientOf(fake, "sk");
      const create = (id: string, ifExists: "fail" | "ignore") =>
        client.action({
          actionType: "sanity.action.document.create",
          publishedId: id.replace(/^drafts\./, ""),
          attributes: { _id: id, _type: "t", title: `New ${ifExists}` },
          ifExists,
        });
      await create("drafts.p3", "fail");
      expect(await client.getDocument("drafts.p3")).toMatchObject({ title: "New fail" });
      expect(await client.getDocument("p3")).toBeUndefined();
      // One that exists: left be with "ignore", an error with "fail".
      await create("drafts.p3", "ignore");
      expect(await client.getDocument("drafts.p3")).toMatchObject({ title: "New fail" });
      await expect(create("drafts.p3", "fail")).rejects.toThrow(/already exists/);
    } finally {
      await fake.close();
    }
  });

  describe("keeps references intact, as Sanity does", () => {
    const reference = (weak: boolean) => ({
      _type: "reference",
      _ref: "p1",
      ...(weak ? { _weak: true } : {}),
    });
    it.each([
      ["a published document's strong reference refuses the delete", [{ value: reference(false) }], false],
      ["a weak reference allows it", [{ value: reference(true) }], true],
      ["a draft's strong reference allows it", [], true],
    ])("%s", async (_, translations, allowed) => {
      const fake = await startFakeSanity(
        {
          production: [
            published,
            { _id: "m", _type: "translation.metadata", translations },
            { _id: "drafts.n", _type: "translation.metadata", translations: [{ value: reference(false) }] },
          ],
        },
        { token: "sk" },
      );
      try {
        const client = clientOf(fake, "sk");
        const deleting = client.action({
          actionType: "sanity.action.document.delete",
          publishedId: "p1",
          includeDrafts: [],
        });
        if (allowed) {
          await deleting;
          expect(await client.getDocument("p1")).toBeUndefined();
        } else {
          await expect(deleting).rejects.toThrow(
            'Document "p1" cannot be deleted as there are references to it from "m"',
          );
          expect(await client.getDocument("p1")).toMatchObject({ title: "Published" });
        }
      } finally {
        await fake.close();
      }
    });
  });
});

describe("the test server's full-text search, as the Studio asks it", () => {
  let fake: FakeSanity;
  const projects = [
    { _id: "hotel", _type: "ourProjects", title: "Al Noor Grand Hotel", location: "Riyadh" },
    { _id: "hotel-ar", _type: "ourProjects", language: "ar", title: "فندق النور الكبير", location: "الرياض" },
    { _id: "bridge", _type: "ourProjects", title: "Wadi Link Bridge", location: "Abha" },
  ];
  beforeEach(async () => {
    fake = await startFakeSanity({ production: projects });
  });
  afterEach(() => fake.close());

  // The Studio's search, scored by field weights (sanity's createSearchQuery, groq2024).
  const SCORED = `*[_type in $__types] | score(boost(_type in ["ourProjects"] && title match text::query($__query), 10), boost(_type in ["ourProjects"] && location match text::query($__query), 1)) [_score > 0] {_type, _id} | order(_score desc) [0...$__limit]`;
  // A list's filter box.
  const FILTERED = `*[_type in $__types && ([@, _id] match text::query($__query) || references($__rawQuery))]{_id}`;

  it.each<[string, string, string[], string[]]>([
    ["a word of an English title", "noor*", ["hotel"], ["hotel"]],
    ["a word of an Arabic title", "فندق*", ["hotel-ar"], ["hotel-ar"]],
    ["the start of a word", "brid*", ["bridge"], ["bridge"]],
    // Scored, by the fields the Studio weighs; filtered, by title, name and id.
    ["a place", "abha*", ["bridge"], []],
    ["nothing", "stadium*", [], []],
  ])("finds a project by %s", async (_, query, scored, filtered) => {
    const params = { __types: ["ourProjects"], __query: query, __rawQuery: query, __limit: 10 };
    const ids = async (groq: string) =>
      (await clientOf(fake).fetch<{ _id: string }[]>(groq, params)).map(({ _id }) => _id);
    expect(await ids(SCORED)).toEqual(scored);
    expect(await ids(FILTERED)).toEqual(filtered);
  });
});
