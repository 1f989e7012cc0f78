/**
 * Every check a content value passes before it reaches an `href` or `src`, one rule per kind of
 * link: content may hold `javascript:` URLs, schemes hidden behind control characters or
 * `mailto:` addresses smuggling headers. A value that fails yields undefined: no link at all.
 */
// With its extension: plain Node runs this module too (content:validate, through the Studio's rules).
import { splitEditInfo } from "./content/edit-info.ts";

/**
 * Letters, digits and `. _ + ' -` before the `@`: the addresses people have. `?`, `&`, `#`,
 * `%`, `/`, whitespace and control characters would let a value add headers or change the
 * URL's meaning inside `mailto:`, so they never pass, even where RFC 5322 allows them.
 */
const EMAIL =
  /^[a-z0-9_+'-]+(?:\.[a-z0-9_+'-]+)*@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

/** The address itself (trimmed) when it looks like one, else undefined. */
export function emailAddress(value: string | undefined): string | undefined {
  const address = value?.trim();
  return address && address.length <= 254 && EMAIL.test(address) ? address : undefined;
}

/** A `mailto:` URL for a plausible e-mail address, with a percent-encoded subject if given. */
export function mailtoHref(email: string | undefined, subject?: string): string | undefined {
  const address = emailAddress(email);
  if (address === undefined) return undefined;
  // A subject from a draft preview's text leaves its edit info behind: it is not shown text.
  const [plainSubject] = splitEditInfo(subject ?? "");
  return plainSubject ? `mailto:${address}?subject=${encodeURIComponent(plainSubject)}` : `mailto:${address}`;
}

/**
 * The normalized URL when the value is an absolute `https:` URL with a host and no
 * credentials, else undefined. Whitespace or control characters anywhere reject it: the URL
 * parser would silently drop some of them, and what it drops is how schemes get hidden.
 */
export function httpsUrl(value: string | undefined): URL | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!value || /[\s\u0000-\u001f\u007f-\u009f]/.test(value.trim())) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value.trim());
  } catch {
    return undefined;
  }
  return parsed.protocol === "https:" && parsed.hostname && !parsed.username && !parsed.password
    ? parsed
    : undefined;
}

/** The URL when it is an https link to linkedin.com (or a subdomain), else undefined. */
export function linkedInHref(value: string | undefined): string | undefined {
  const url = httpsUrl(value);
  const host = url?.hostname.toLowerCase();
  return host === "linkedin.com" || host?.endsWith(".linkedin.com") ? url?.href : undefined;
}
