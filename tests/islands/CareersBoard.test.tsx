// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { JobCards } from "#src/components/careers/JobCards.tsx";
import { DEFAULT_LOCALE } from "#src/i18n/locales.ts";
import CareersBoard from "#src/islands/CareersBoard.tsx";
import { positionItems } from "#src/lib/content/documents/careers.ts";

const t = DEFAULT_LOCALE.words;
const POSITIONS = positionItems(
  [
    {
      _id: "eng",
      title: "Site Engineer",
      requirements: [],
      category: "Engineering",
      description: `${"Lead the civil works on a tower. ".repeat(4)}The end.`,
    },
    { _id: "hr", title: "HR Officer", requirements: [], category: "Human Resources" },
  ],
  t,
  "",
  "jobs@example.com",
);

/**
 * The board as the careers page puts it together: the cards built into HTML, which the island
 * holds as it is (as Astro passes it an island's children) and never renders.
 */
function renderBoard(positions: typeof POSITIONS) {
  const cards = renderToStaticMarkup(
    <JobCards positions={positions} words={{ ...t.careersBoard, numerals: t.numerals }} />,
  );
  render(
    <CareersBoard categories={positions.map((position) => position.category)} words={t.careersBoard}>
      <div dangerouslySetInnerHTML={{ __html: cards }} />
    </CareersBoard>,
  );
  return userEvent.setup();
}
const titles = () => screen.queryAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/careers");
});

// The two empty states of the error catalogue (spec section 8); the browser tests cover the rest.
describe("CareersBoard", () => {
  it.each<[string, typeof POSITIONS, string | undefined, string]>([
    ["no positions at all", [], undefined, "No positions available at the moment. Check back soon!"],
    [
      "none in the chosen category",
      POSITIONS,
      "Finance",
      "No positions available in Finance. Try a different category.",
    ],
  ])("%s: says so, and shows no card", async (_, positions, category, message) => {
    const user = renderBoard(positions);
    if (category !== undefined) await user.click(screen.getByRole("button", { name: category }));
    expect(screen.getByText(message)).toBeTruthy();
    expect(titles()).toEqual([]);
  });

  it("shows every card, then those of the chosen category", async () => {
    const user = renderBoard(POSITIONS);
    expect(screen.queryByText(/No positions available/)).toBeNull();
    expect(titles()).toEqual(["Site Engineer", "HR Officer"]);
    await user.click(screen.getByRole("button", { name: "Human Resources" }));
    expect(titles()).toEqual(["HR Officer"]);
    await user.click(screen.getByRole("button", { name: "All Categories" }));
    expect(titles()).toEqual(["Site Engineer", "HR Officer"]);
  });

  it("works the Show more button of a card it did not render", async () => {
    const user = renderBoard(POSITIONS);
    await user.click(screen.getByRole("button", { expanded: false }));
    expect(screen.getByRole("button", { expanded: true })).toBeTruthy();
    await user.click(screen.getByRole("button", { expanded: true }));
    expect(screen.getByRole("button", { expanded: false })).toBeTruthy();
  });
});
