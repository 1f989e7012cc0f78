/** The rules of the company's credentials: when a certificate's expiry is flagged, and the safety rate's base. */

/** Days before its "valid until" day from which the Studio and `content:validate` flag a certificate. */
export const EXPIRY_NOTICE_DAYS = 60;

/**
 * The hours worked a lost-time injury frequency rate is counted per, as Saudi Aramco's and most
 * prequalification forms ask (OSHA's US rate counts per 200,000).
 */
export const INJURY_RATE_BASE_HOURS = 1_000_000;
