/**
 * The draft-mode cookie's attributes. The Studio frames the preview from another site, so the
 * cookie is SameSite=None, which browsers accept only with Secure; on loopback, where Studio
 * and preview share a site and there is no https, it is SameSite=Lax instead.
 */
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

export function draftModeCookieAttributes(url: URL, maxAgeSeconds: number): string {
  const site = LOOPBACK.test(url.hostname) ? "SameSite=Lax" : "SameSite=None; Secure";
  return `Path=/; HttpOnly; ${site}; Max-Age=${maxAgeSeconds}`;
}
