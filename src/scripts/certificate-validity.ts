/**
 * A certificate's validity on the day the visitor looks, not the day the page was built: each
 * `[data-valid-until]` shows its valid or its expired wording (both in the HTML), and is marked
 * `data-expired` or not, by the company's day now. No request, no framework; without
 * JavaScript the build's day holds.
 */
import { companyDay, isExpired } from "#src/lib/credentials.ts";

const today = companyDay(new Date());
for (const validity of document.querySelectorAll<HTMLElement>("[data-valid-until]")) {
  const expired = isExpired(validity.dataset["validUntil"], today);
  validity.toggleAttribute("data-expired", expired);
  for (const wording of validity.querySelectorAll<HTMLElement>("[data-validity]")) {
    wording.hidden = (wording.dataset["validity"] === "expired") !== expired;
  }
}
