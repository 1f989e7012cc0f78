/** Text for HTML the site writes itself, outside Astro's and React's own escaping. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
