/**
 * The site's build-time checks, as Studio validation rules. Each rule calls the site's own
 * check or reads the site's own constant (src/lib/links.ts, src/config/), so what the
 * Studio accepts is exactly what the site links and shows. An error is a value the site would
 * leave out or show without its link; a warning is a value the site cuts, collapses or hides.
 *
 * A warning rule reports a value of the wrong type as a warning too, so each warning comes with
 * the plain rule beside it, which keeps a wrong type an error (an import can write one).
 */
import type { CustomValidatorResult, RuleDef, StringRule, UrlRule } from "sanity";
import { emailAddress, httpsUrl, linkedInHref } from "../../src/lib/links.ts";

/** Present and not only spaces: the site leaves out a document whose title is blank. */
export function requiredText(rule: StringRule, what: string) {
  const message = `Add ${what}: without it the site leaves this document out.`;
  return rule
    .required()
    .error(message)
    .custom((value: unknown) =>
      typeof value === "string" && value !== "" && value.trim() === "" ? message : true,
    );
}

/**
 * An https:// address the site links (src/lib/links.ts), with one message for every wrong one.
 * A url field checks its scheme by itself (http or https, in Sanity's words); declaring the
 * scheme here puts this message in its place, and the site's own check speaks only for an
 * https:// address it still refuses, so a `javascript:` link gets one message, not two.
 */
export function httpsUrlRule(rule: UrlRule, message: string) {
  return rule
    .uri({ scheme: ["https"] })
    .error(message)
    .custom((value: unknown) =>
      typeof value !== "string" || !/^https:/i.test(value.trim()) || httpsUrl(value) !== undefined
        ? true
        : message,
    );
}

/** A warning that the site shows only the first `limit` characters of this text. */
export function cutAfter(rule: StringRule, limit: number, consequence: string) {
  return [rule, rule.max(limit).warning(`Over ${limit} characters: ${consequence}`)];
}

/** A warning for an empty optional field whose absence visitors notice. */
export function recommended<R extends RuleDef<R, never>>(rule: R, consequence: string): R[] {
  return [rule, rule.custom((value: unknown) => (isEmpty(value) ? consequence : true)).warning()];
}

export const LINKEDIN_MESSAGE =
  "Must be an https:// address on linkedin.com, e.g. https://www.linkedin.com/in/name. The site shows no LinkedIn button for any other value.";
export const EMAIL_MESSAGE =
  "Must be a plain e-mail address such as name@company.com, without spaces, ?, &, # or %. The site shows no e-mail button for any other value.";

/** LinkedIn: the site links only https: URLs on linkedin.com (linkedInHref). */
export function linkedInRule(rule: StringRule) {
  return rule.custom((value?: string): CustomValidatorResult =>
    typeof value !== "string" || value.trim() === "" || linkedInHref(value) !== undefined
      ? true
      : LINKEDIN_MESSAGE,
  );
}

/** E-mail: the site links only plain addresses, nothing that could add a header (emailAddress). */
export function emailRule(rule: StringRule) {
  return rule.custom((value?: string): CustomValidatorResult =>
    typeof value !== "string" || value.trim() === "" || emailAddress(value) !== undefined
      ? true
      : EMAIL_MESSAGE,
  );
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return !("asset" in value);
  return false;
}
