/**
 * How much of a text the site shows where space is fixed (the specification's display limits),
 * and how many projects a page of the list holds. No words (src/i18n/), no identity (company.ts).
 */

/** A page's meta description from content is cut here: about what a search result shows. */
export const META_DESCRIPTION_LIMIT = 155;
export const VIEWER_TITLE_LIMIT = 50;
export const VIEWER_VALUE_LIMIT = 50;
export const VIEWER_DESCRIPTION_LIMIT = 200;
export const JOB_DESCRIPTION_LIMIT = 100;
export const JOB_REQUIREMENTS_SHOWN = 3;
/**
 * Projects on one page of the list (a multiple of the grid's one, two and three columns). Each
 * category is a static page and so is each further page of it, so a page's weight does not
 * grow with the portfolio (docs/performance.md, "The projects list").
 */
export const PROJECTS_PER_PAGE = 24;
/**
 * The card shows this many characters of a text fact (a project's location), and an ellipsis
 * after them: about one line of a card at its narrowest.
 */
export const CARD_FACT_LIMIT = 40;
