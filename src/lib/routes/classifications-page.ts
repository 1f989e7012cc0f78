/**
 * `/classifications`: the main classification and its grades, the ISO certificates (their viewer
 * and register), the safety record and the company's registration, judged on the page's day.
 */
import { pageMoment } from "#src/config/environment.ts";
import { buildImages } from "#src/lib/content/build-images.ts";
import { certificateViews } from "#src/lib/content/certificate-view.ts";
import { load } from "#src/lib/content/loaders.ts";
import { certificateItems, classifications } from "#src/lib/content/documents/classifications.ts";
import { companyRegistration, registrationNumbers } from "#src/lib/content/documents/company-registration.ts";
import { mainCertificateImage, mainClassification } from "#src/lib/content/documents/main-classification.ts";
import { safetyRecord, safetyRows, type SafetyYear } from "#src/lib/content/documents/safety-record.ts";
import { format } from "#src/i18n/format.ts";
import { localePath } from "#src/i18n/paths.ts";
import type { Dictionary } from "#src/i18n/dictionary.ts";
import { safetyChartSvg, safetyRecordChart } from "#src/lib/charts/safety-chart.ts";
import { companyDay } from "#src/lib/credentials.ts";
import { certifiedOrganization, credentialCertifications } from "#src/lib/build/structured-data.ts";
import { localePage } from "./route-table.ts";
import { settingsIn } from "./site-settings.ts";

export const classificationsPage = localePage({
  content: async (locale) => {
    const [main, certificates, safety, registered, settings] = await Promise.all([
      load(mainClassification, locale.code),
      load(classifications, locale.code),
      load(safetyRecord, locale.code),
      load(companyRegistration, locale.code),
      settingsIn(locale),
    ]);
    return {
      main: main.content,
      certificates: certificates.content,
      safety: safety.content,
      registered: registered.content,
      grades: settings.classificationGrades,
    };
  },
  page({ main, certificates, safety, registered, grades }, { site, words, locale }) {
    const images = buildImages();
    const views = certificateViews(main, certificates, words, companyDay(pageMoment()));
    const chart = safetyChartOf(safety, words);
    return {
      main: { image: mainCertificateImage(main, images), view: views.main },
      grades,
      certificates: certificateItems(certificates, images),
      register: views.certificates,
      safety: safetyRows(safety, words),
      safetyChart: chart && { name: chart.name, src: localePath(locale, SAFETY_CHART_PATH) },
      registration: registrationNumbers(registered),
      organization: certifiedOrganization(
        site,
        credentialCertifications([...(views.main === undefined ? [] : [views.main]), ...views.certificates]),
      ),
    };
  },
});

/** The certificates' viewer's items beyond its page's first (`/classifications/certificates.json`). */
export const certificateItemsFile = localePage({
  content: async (locale) => (await load(classifications, locale.code)).content,
  page: (certificates) => ({ items: certificateItems(certificates, buildImages()) }),
});

/** Where the safety chart's file is, below a language's root. */
const SAFETY_CHART_PATH = "/classifications/safety-record.svg";

/** The safety chart and its name, or none without a chart. */
function safetyChartOf(safety: readonly SafetyYear[], words: Dictionary) {
  const drawing = safetyRecordChart(safety, words);
  if (drawing === undefined) return undefined;
  const [first, last] = drawing.span;
  return { drawing, name: format(words.credentials.safety.chart, { first, last }) };
}

/** The safety chart as a file (`/classifications/safety-record.svg`); none without a chart. */
export const safetyChartFile = localePage({
  content: async (locale) => (await load(safetyRecord, locale.code)).content,
  page: (safety, { words }) => {
    const chart = safetyChartOf(safety, words);
    return { svg: chart === undefined ? undefined : safetyChartSvg(chart.drawing, chart.name) };
  },
});
