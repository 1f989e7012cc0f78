// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { SEARCH_SHORTCUTS } from "#src/config/search.ts";
import { inFieldOrDialog, matchesAnyShortcut, matchesShortcut } from "#src/lib/browser/keyboard.ts";

const press = (
  key: string,
  held: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {},
  target: EventTarget | null = null,
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...held,
  target,
});

describe("matchesShortcut", () => {
  // A gallery's arrows and the search's shortcuts are written alike.
  it.each([
    ["/", press("/"), true],
    ["/", press("/", { ctrlKey: true }), false],
    ["/", press("?"), false],
    ["Control+k", press("k", { ctrlKey: true }), true],
    ["Control+k", press("K", { ctrlKey: true }), true],
    ["Control+k", press("k"), false],
    ["Control+k", press("k", { ctrlKey: true, altKey: true }), false],
    ["Meta+k", press("k", { metaKey: true }), true],
    ["Meta+k", press("k", { ctrlKey: true }), false],
    ["ArrowLeft", press("ArrowLeft"), true],
    ["ArrowLeft", press("ArrowLeft", { altKey: true }), false],
    ["Alt+ArrowLeft", press("ArrowLeft", { altKey: true }), true],
    ["+", press("+"), true],
  ])("%s against %o: %s", (shortcut, event, expected) => {
    expect(matchesShortcut(event, shortcut)).toBe(expected);
  });

  it.each([
    ["a text field", "<input>"],
    ["a search field", '<input type="search">'],
    ["a text area", "<textarea></textarea>"],
    ["an editable region", '<div contenteditable="true"></div>'],
    ["a dialog", "<dialog open><a href='/'>x</a></dialog>"],
  ])("never while the visitor types into %s", (_case, html) => {
    document.body.innerHTML = html;
    const field = document.body.firstElementChild?.querySelector("a") ?? document.body.firstElementChild;
    expect(inFieldOrDialog(field)).toBe(true);
    expect(matchesShortcut(press("/", {}, field), "/")).toBe(false);
    expect(matchesShortcut(press("/", {}, document.body), "/")).toBe(true);
  });
});

describe("the search's shortcuts", () => {
  it.each([
    [press("/"), true],
    [press("k", { ctrlKey: true }), true],
    [press("k", { metaKey: true }), true],
    [press("k"), false],
    [press("f", { ctrlKey: true }), false],
  ])("%o: %s", (event, expected) => {
    expect(matchesAnyShortcut(event, SEARCH_SHORTCUTS)).toBe(expected);
  });
});
