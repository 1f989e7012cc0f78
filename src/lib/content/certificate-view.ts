/**
 * One view of each of the company's certificates, the main classification certificate and every
 * ISO certificate alike, made once and read by everything that shows one: the classifications
 * page (the main certificate's facts and the register, CertificateFacts.astro), its structured
 * data and the company profile. A certificate's name, the words of its facts and whether it holds
 * on the day are worked out here only.
 */
import type { Dictionary } from "#src/i18n/dictionary.ts";
import { formatDay } from "#src/i18n/dates.ts";
import { isExpired, type CertificateDates } from "#src/lib/credentials.ts";
import { httpsUrl } from "#src/lib/links.ts";
import { searchEntryId } from "#src/lib/search/index-attributes.ts";

export interface CertificateRecord extends CertificateDates {
  readonly certificateNumber?: string | undefined;
  readonly issuer?: string | undefined;
  readonly verifyUrl?: string | undefined;
  /** The language of its text where it is not the page's (an untranslated document). */
  readonly lang?: string | undefined;
}

/** An ISO certificate: named by its standard, else its title. */
export interface IsoCertificateRecord extends CertificateRecord {
  readonly _id: string;
  readonly title: string;
  readonly standard?: string | undefined;
  readonly scope?: string | undefined;
}

/** A certificate as shown on `today` (the company's day the page or profile is made), in the words' language. */
export function certificateView(
  certificate: CertificateRecord,
  name: string,
  words: Dictionary,
  today: string,
) {
  const { issuedOn, validUntil } = certificate;
  const expired = isExpired(validUntil, today);
  return {
    name,
    lang: certificate.lang,
    facts: {
      number: certificate.certificateNumber,
      issuer: certificate.issuer,
      issuedOn: issuedOn === undefined ? undefined : formatDay(issuedOn, words),
      validity:
        validUntil === undefined
          ? undefined
          : {
              /** The last valid day, as stored: the page's script judges it again on the visitor's day. */
              until: validUntil,
              day: formatDay(validUntil, words),
              expired,
            },
      verifyHref: httpsUrl(certificate.verifyUrl)?.href,
    },
    /** Its days as stored (YYYY-MM-DD), for the structured data. */
    dates: { issuedOn, validUntil },
    /**
     * Whether anything may claim it holds on `today`: a validity that has not passed. One
     * without a validity is shown, but nothing says it still holds; an expired one never.
     */
    held: validUntil !== undefined && !expired,
  };
}

export type CertificateView = ReturnType<typeof certificateView>;
export type CertificateFacts = CertificateView["facts"];

/** Every certificate of the company as shown on `today`: the main one, then the ISO certificates in order. */
export function certificateViews(
  main: CertificateRecord | undefined,
  certificates: readonly IsoCertificateRecord[],
  words: Dictionary,
  today: string,
) {
  return {
    main:
      main === undefined
        ? undefined
        : certificateView(main, words.credentials.certificate.mainName, words, today),
    certificates: certificates.map((certificate) => ({
      ...certificateView(certificate, certificate.standard ?? certificate.title, words, today),
      scope: certificate.scope,
      /** Its entry's id in the register, where a search result opens. */
      anchor: searchEntryId("certificate", certificate._id),
    })),
  };
}

export type IsoCertificateView = ReturnType<typeof certificateViews>["certificates"][number];
