/**
 * Outbound links built from content. Content is checked before it reaches an href: a
 * value that fails the check yields undefined, and the caller renders no link at all.
 */

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

/** A `mailto:` URL for a plausible e-mail address, with an encoded subject if given. */
export function mailtoHref(email: string | undefined, subject?: string): string | undefined {
  const address = email?.trim();
  if (!address || !EMAIL.test(address)) return undefined;
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}

/** The URL itself when it is an https link to linkedin.com (or a subdomain), else undefined. */
export function linkedInHref(url: string | undefined): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return undefined;
  }
  const host = parsed.hostname.toLowerCase();
  const onLinkedIn = host === "linkedin.com" || host.endsWith(".linkedin.com");
  return parsed.protocol === "https:" && onLinkedIn && !parsed.username && !parsed.password
    ? parsed.href
    : undefined;
}
