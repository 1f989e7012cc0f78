/**
 * What a page shows of a certificate, the main classification certificate and each ISO
 * certificate alike (CertificateFacts.astro): its number, issuer, dates in the page's
 * language, whether it had expired on the day the page was made, and its verify link.
 */
import type { Dictionary } from "#src/i18n/dictionary.ts";
import { formatDay } from "#src/i18n/dates.ts";
import { isExpired, type CertificateDates } from "#src/lib/credentials.ts";
import { httpsUrl } from "#src/lib/links.ts";

export interface CertificateRecord extends CertificateDates {
  readonly certificateNumber?: string | undefined;
  readonly issuer?: string | undefined;
  readonly verifyUrl?: string | undefined;
}

/** A certificate's facts on `today` (the company's day the page is made), in the words' language. */
export const certificateFacts = (certificate: CertificateRecord, words: Dictionary, today: string) => ({
  number: certificate.certificateNumber,
  issuer: certificate.issuer,
  issuedOn: certificate.issuedOn === undefined ? undefined : formatDay(certificate.issuedOn, words),
  validity:
    certificate.validUntil === undefined
      ? undefined
      : {
          /** The last valid day, as stored: the page's script judges it again on the visitor's day. */
          until: certificate.validUntil,
          day: formatDay(certificate.validUntil, words),
          expired: isExpired(certificate.validUntil, today),
        },
  verifyHref: httpsUrl(certificate.verifyUrl)?.href,
});

export type CertificateFacts = ReturnType<typeof certificateFacts>;
