// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_LOCALE } from "#src/i18n/locales.ts";
import CareersBoard from "#src/islands/CareersBoard.tsx";
import { positionItems, type PositionItem } from "#src/lib/content/types/careers.ts";

const [ENGINEER] = positionItems(
  [{ _id: "eng", title: "Site Engineer", requirements: [], category: "Engineering" }],
  DEFAULT_LOCALE.words,
  "",
) as [PositionItem];
const words = { ...DEFAULT_LOCALE.words.careersBoard, numerals: DEFAULT_LOCALE.words.numerals };

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/careers");
});

// The two empty states of the error catalogue (spec section 8); the browser tests cover the rest.
describe("CareersBoard with no positions to show", () => {
  it.each<[string, readonly PositionItem[], string | undefined, string]>([
    ["no positions at all", [], undefined, "No positions available at the moment. Check back soon!"],
    [
      "none in the chosen category",
      [ENGINEER],
      "Finance",
      "No positions available in Finance. Try a different category.",
    ],
  ])("%s: says so", async (_, positions, category, message) => {
    render(<CareersBoard words={words} positions={positions} />);
    if (category !== undefined) await userEvent.setup().click(screen.getByRole("button", { name: category }));
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByRole("listitem")).toBeNull();
  });

  it("lists the positions when there are some", () => {
    render(<CareersBoard words={words} positions={[ENGINEER]} />);
    expect(screen.queryByText(/No positions available/)).toBeNull();
    expect(screen.getByRole("heading", { name: "Site Engineer" })).toBeTruthy();
  });
});
