/**
 * The company's credentials on the Classifications page, as a buyer checks them: the main
 * certificate's facts, the register of ISO certificates, the safety record and the
 * registration, in both languages, at 390 px, where they are narrowest (the sweep checks each
 * page's width at 1440 px too). The browser's clock is fixed, so each certificate's validity is
 * judged on a known day whatever day the site was built or is tested. The footer's registration
 * numbers are read from dist/ (tests/dist-pages/page-contents.test.ts).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { SAMPLE_DAY } from "../tooling/sample-data/content.ts";
import { sampleOf } from "./support/sample.ts";

/** Noon in Riyadh on a day: the company's day, whatever the visitor's zone. */
const noonInRiyadh = (day: string) => new Date(`${day}T09:00:00Z`);

/** A certificate's validity as a visitor reads it: the wording shown, then the day. */
const validity = (scope: Locator) => scope.locator("[data-valid-until]");
const reads = (text: string) => [text, { useInnerText: true }] as const;

const register = (page: Page) => page.getByRole("region", { name: /Certificate register|سجل الشهادات/ });
/**
 * The register, scrolled to as a visitor reads it: laid out only once near the screen (the
 * `lazy-layout-*` utility), it has no rendered text until then.
 */
const readRegister = (page: Page) => register(page).scrollIntoViewIfNeeded();
const entry = (page: Page, name: string) =>
  register(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });

const LANGUAGES = [
  {
    root: "",
    validUntil: "Valid until 14 March 2028",
    expiring: "Valid until 11 January 2027",
    expiringExpired: "Expired on 11 January 2027",
    expired: "Expired on 31 July 2026",
    mainValidity: "Valid until 31 May 2027",
    rates: ["0.21", "0.48", "0.27", "0.96", "0.70"],
    years: ["2025", "2024", "2023", "2022", "2021"],
    base: "per 1,000,000 hours worked",
    safety: "Safety record",
    registration: ["Commercial registration no.", "1010123456", "VAT no.", "300123456700003"],
    verify: "Verify at the issuer: ISO 9001:2015 (opens in a new tab)",
  },
  {
    root: "/ar",
    validUntil: "سارية حتى ١٤ مارس ٢٠٢٨م (١٨ شوال ١٤٤٩ هـ)",
    expiring: "سارية حتى ١١ يناير ٢٠٢٧م (٣ شعبان ١٤٤٨ هـ)",
    expiringExpired: "منتهية في ١١ يناير ٢٠٢٧م (٣ شعبان ١٤٤٨ هـ)",
    expired: "منتهية في ٣١ يوليو ٢٠٢٦م (١٧ صفر ١٤٤٨ هـ)",
    mainValidity: "سارية حتى ٣١ مايو ٢٠٢٧م (٢٥ ذو الحجة ١٤٤٨ هـ)",
    rates: ["٠٫٢١", "٠٫٤٨", "٠٫٢٧", "٠٫٩٦", "٠٫٧٠"],
    years: ["٢٠٢٥", "٢٠٢٤", "٢٠٢٣", "٢٠٢٢", "٢٠٢١"],
    base: "لكل ١٬٠٠٠٬٠٠٠ ساعة عمل",
    safety: "سجل السلامة",
    registration: ["رقم السجل التجاري", "1010123456", "الرقم الضريبي", "300123456700003"],
    verify: "التحقق لدى جهة الإصدار: ISO 9001:2015 (يُفتح في علامة تبويب جديدة)",
  },
] as const;

const width = 390;
for (const language of LANGUAGES) {
  test.describe(`${language.root || "/"} classifications' credentials at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("every ISO certificate in the register, with its number, issuer, scope, dates and verify link", async ({
      page,
    }) => {
      await page.clock.setFixedTime(noonInRiyadh(SAMPLE_DAY));
      await page.goto(`${language.root}/classifications`);
      await readRegister(page);
      const certificates = sampleOf("classifications", language.root ? "ar" : "en");
      await expect(register(page).getByRole("heading", { level: 3 })).toHaveCount(certificates.length);
      for (const certificate of certificates) {
        const item = entry(page, certificate.standard ?? certificate.title ?? "");
        await expect(item).toBeVisible();
        for (const fact of [certificate.certificateNumber, certificate.issuer, certificate.scope]) {
          if (fact !== undefined) await expect(item).toContainText(fact);
        }
      }
      await expect(validity(entry(page, "ISO 9001:2015"))).toHaveText(...reads(language.validUntil));
      await expect(validity(entry(page, "ISO 14001:2015"))).toHaveText(...reads(language.expiring));
      await expect(validity(entry(page, "ISO 41001:2018"))).toHaveText(...reads(language.expired));
      await expect(validity(entry(page, "ISO 41001:2018"))).toHaveAttribute("data-expired");
      await expect(validity(entry(page, "ISO 9001:2015"))).not.toHaveAttribute("data-expired");
      // Without dates: neither valid nor expired.
      await expect(validity(entry(page, "ISO/IEC 27001:2022"))).toHaveCount(0);

      const verify = entry(page, "ISO 9001:2015").getByRole("link", { name: language.verify });
      await expect(verify).toHaveAttribute(
        "href",
        "https://www.iafcertsearch.org/certification/QMS-25-04417",
      );
      await expect(verify).toHaveAttribute("target", "_blank");
      await expect(verify).toHaveAttribute("rel", "noopener noreferrer");
      // The page is never wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

    test("the main certificate's facts beside it, the safety record newest first with its rate, and the registration", async ({
      page,
    }) => {
      await page.clock.setFixedTime(noonInRiyadh(SAMPLE_DAY));
      await page.goto(`${language.root}/classifications`);
      const main = sampleOf("mainClassification", language.root ? "ar" : "en")[0];
      const facts = page.getByRole("main").locator("dl").first();
      for (const fact of [main?.certificateNumber, main?.issuer])
        await expect(facts).toContainText(fact ?? "");
      await expect(validity(facts)).toHaveText(...reads(language.mainValidity));

      const table = page.getByRole("table");
      await expect(table.getByRole("rowheader")).toHaveText([...language.years]);
      const rates = table.getByRole("row").locator("td:nth-of-type(3)");
      await expect(rates).toHaveText([...language.rates]);
      await expect(page.getByText(language.base)).toBeVisible();
      // Readable at 390 px: the table fits its frame, nothing to scroll sideways.
      const [scrollWidth, clientWidth] = await table.evaluate((element) => [
        element.scrollWidth,
        element.parentElement?.clientWidth ?? 0,
      ]);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

      const registration = page.getByRole("region", {
        name: language.registration[0].startsWith("C") ? "Company registration" : "تسجيل الشركة",
      });
      await expect(registration.locator("dt, dd")).toHaveText([...language.registration]);
    });

    test("a page built while a certificate was valid marks it expired the day after, without a request", async ({
      page,
    }) => {
      const requests: string[] = [];
      page.on("request", (request) => {
        if (["fetch", "xhr"].includes(request.resourceType())) requests.push(request.url());
      });
      // The last moment of 11 January 2027 in Riyadh, then the first of the 12th.
      await page.clock.setFixedTime(new Date("2027-01-11T20:59:00Z"));
      await page.goto(`${language.root}/classifications`);
      await expect(validity(entry(page, "ISO 14001:2015"))).not.toHaveAttribute("data-expired");
      await page.clock.setFixedTime(new Date("2027-01-11T21:00:00Z"));
      await page.reload();
      await expect(validity(entry(page, "ISO 14001:2015"))).toHaveAttribute("data-expired");
      expect(requests).toEqual([]);
      // And it reads so where the visitor reaches it (the viewer on the way loads its items).
      await readRegister(page);
      await expect(validity(entry(page, "ISO 14001:2015"))).toHaveText(...reads(language.expiringExpired));
    });
  });
}
