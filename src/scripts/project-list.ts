// The projects list's page script: the category bar's place, old addresses, and cards.
import { PROJECT_FROM_CARD_KEY, projectListLink } from "#src/lib/listing/project-path.ts";
import { categoryFromSearch } from "#src/lib/listing/project-listing.ts";
import { rootedPath } from "#src/i18n/root-path.ts";
import { whenShown } from "#src/lib/browser/page-shown.ts";
import { placeCategoryBar } from "./category-bar.ts";

// Once shown: a list rendered ahead reads where the bar stood at the click, not before it.
void whenShown().then(() => {
  document.querySelectorAll<HTMLElement>("[data-category-bar]").forEach(placeCategoryBar);

  // The list once kept its category in the query (/ourProjects?category=Airport): such a
  // link goes on to that category's page, without an entry in the history.
  // The list's own address begins with its language's root ("/ar/ourProjects").
  const named = categoryFromSearch(window.location.search);
  if (named !== undefined) {
    const root = window.location.pathname.slice(0, window.location.pathname.indexOf("/ourProjects"));
    window.location.replace(rootedPath(root, projectListLink(named)));
  }
});

// Tell the project page it was opened from a card, so it can bring the details into view.
document.addEventListener("click", (event) => {
  const card = (event.target as Element).closest<HTMLAnchorElement>("a[data-project-card]");
  if (card) sessionStorage.setItem(PROJECT_FROM_CARD_KEY, new URL(card.href).pathname);
});
