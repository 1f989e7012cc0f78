/**
 * The company profile of a language (docs/company-profile.md): made once per build from the
 * content the pages show, and shared by its file's route and every page that links it with its
 * size.
 */
import { buildEnvironment, pageMoment } from "#src/config/environment.ts";
import type { LocaleSettings } from "#src/i18n/locales.ts";
import { buildImages } from "#src/lib/content/build-images.ts";
import { load } from "#src/lib/content/loaders.ts";
import { aboutUs } from "#src/lib/content/documents/about-us.ts";
import { classifications } from "#src/lib/content/documents/classifications.ts";
import { clientLogos } from "#src/lib/content/documents/clients.ts";
import { companyRegistration } from "#src/lib/content/documents/company-registration.ts";
import { mainClassification } from "#src/lib/content/documents/main-classification.ts";
import { projects } from "#src/lib/content/documents/our-projects.ts";
import { safetyRecord } from "#src/lib/content/documents/safety-record.ts";
import { services } from "#src/lib/content/documents/our-services.ts";
import { withoutEditInfo } from "#src/lib/content/edit-info.ts";
import { companyDay } from "#src/lib/credentials.ts";
import { settingsIn } from "#src/lib/routes/site-settings.ts";
import { fetchPicture, pictureFormat } from "./pictures.ts";
import { profileContent, type Picture } from "./profile-content.ts";
import { typesetProfile } from "./typeset.ts";

const made = new Map<string, Promise<Uint8Array>>();

/**
 * The profile's PDF in the locale's language. A build makes it once, on first asking, for its
 * route and every page's link (`once`); the preview server makes it afresh for each request, from
 * the drafts as they are then.
 */
export function companyProfile(locale: LocaleSettings, { once }: { once: boolean }): Promise<Uint8Array> {
  if (!once) return makeProfile(locale);
  let pdf = made.get(locale.code);
  if (pdf === undefined) {
    pdf = makeProfile(locale);
    made.set(locale.code, pdf);
  }
  return pdf;
}

/** Every text of a value without its edit info (withoutEditInfo). */
const withoutEditInfoIn = <Value>(value: Value): Value =>
  JSON.parse(JSON.stringify(value), (_, item: unknown) =>
    typeof item === "string" ? withoutEditInfo(item) : item,
  ) as Value;

async function makeProfile(locale: LocaleSettings): Promise<Uint8Array> {
  const code = locale.code;
  const [settings, about, serviceList, main, certificates, safety, registration, projectList, clients] =
    await Promise.all([
      settingsIn(locale),
      load(aboutUs, code),
      load(services, code),
      load(mainClassification, code),
      load(classifications, code),
      load(safetyRecord, code),
      load(companyRegistration, code),
      load(projects, code),
      load(clientLogos, code),
    ]);
  const environment = buildEnvironment();
  const moment = pageMoment();
  // A draft preview's texts carry the Studio's click-to-edit marks, invisible in a page and
  // meaningless in a file: they go.
  const content = withoutEditInfoIn(
    profileContent(
      {
        settings,
        about: about.content,
        services: serviceList.content,
        main: main.content,
        certificates: certificates.content,
        safety: safety.content,
        registration: registration.content,
        projects: projectList.content,
        clients: clients.content,
      },
      locale.words,
      {
        lang: code,
        dir: locale.dir,
        today: companyDay(moment),
        images: buildImages(),
        siteUrl: environment.siteUrl,
        draft: environment.previewBuild,
      },
    ),
  );

  // Fetched together; each named by its place, so the file is the same whatever arrives first.
  const pictures = new Map<string, Uint8Array>();
  const place = async (picture: Picture | undefined, name: string, what: string) => {
    if (picture === undefined) return undefined;
    const bytes = await fetchPicture(picture.url, what);
    if (bytes === undefined) return undefined;
    const file = `/pictures/${name}.${pictureFormat(bytes)}`;
    pictures.set(file, bytes);
    return { ...picture, file };
  };
  const [placedProjects, placedClients] = await Promise.all([
    Promise.all(
      content.projects.map(async ({ picture, ...project }, index) => {
        const placed = await place(picture, `project-${index}`, project.title.text);
        return placed === undefined ? project : { ...project, picture: placed };
      }),
    ),
    Promise.all(content.clients.map((logo, index) => place(logo, `client-${index}`, logo.alt))),
  ]);
  return typesetProfile(
    { ...content, projects: placedProjects, clients: placedClients.filter((logo) => logo !== undefined) },
    pictures,
    Math.floor(moment.getTime() / 1000),
  );
}
