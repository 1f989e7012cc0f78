import { vercelStegaCombine } from "@vercel/stega";
import { describe, expect, it } from "vitest";
import { fold, truncate } from "#src/lib/truncate.ts";

/** Text as a draft preview has it: edit info appended in invisible characters. */
const withEditInfo = (text: string) =>
  vercelStegaCombine(text, { origin: "sanity.io", href: "/intent/edit" });
const EDIT_INFO = withEditInfo("");

describe("truncate", () => {
  it.each<[string, string, number, string]>([
    ["empty text", "", 50, ""],
    ["shorter than the limit", "Al Noor Grand Hotel", 50, "Al Noor Grand Hotel"],
    ["exactly the limit", "a".repeat(50), 50, "a".repeat(50)],
    ["one over the limit", "a".repeat(51), 50, `${"a".repeat(50)}...`],
    [
      "a long title at 50",
      "Regional Airport Terminal 2 Expansion and Airside Apron Works",
      50,
      "Regional Airport Terminal 2 Expansion and Airside ...",
    ],
    ["a job description at 100", "x".repeat(150), 100, `${"x".repeat(100)}...`],
    ["emoji are not split", "🏗🏗🏗", 2, "🏗🏗..."],
    ["accented letters count once", "é".repeat(5), 4, "éééé..."],
  ])("%s", (_, text, limit, expected) => {
    expect(truncate(text, limit)).toBe(expected);
  });
});

describe("fold", () => {
  it.each<[string, string, number, [string, string] | undefined]>([
    ["empty text", "", 200, undefined],
    ["exactly the limit", "a".repeat(200), 200, undefined],
    ["one over", `${"a".repeat(200)}b`, 200, ["a".repeat(200), "b"]],
    ["emoji are not split", "🏗🏗🏗", 2, ["🏗🏗", "🏗"]],
  ])("%s", (_, text, limit, expected) => {
    const cut = fold(text, limit);
    expect(cut && [cut.head, cut.tail]).toEqual(expected);
  });
});

describe("a draft preview's edit info", () => {
  it.each<[string, string, number, string, boolean]>([
    ["short text stays whole", "Al Noor Grand Hotel", 50, "Al Noor Grand Hotel", false],
    ["exactly the limit stays whole", "a".repeat(50), 50, "a".repeat(50), false],
    ["long text is cut, its edit info kept", "a".repeat(51), 50, `${"a".repeat(50)}...`, true],
  ])("%s: counted as the visible text alone", (_, text, limit, visible, cut) => {
    const encoded = withEditInfo(text);
    expect(encoded.length).toBeGreaterThan(text.length + 100);
    expect(fold(encoded, limit) !== undefined).toBe(cut);
    expect(fold(encoded, limit)?.editInfo ?? EDIT_INFO).toBe(EDIT_INFO);
    expect(truncate(encoded, limit)).toBe(`${visible}${EDIT_INFO}`);
  });
});
