/**
 * The sample dataset's documents, as the company's content team might have entered them.
 * Image fields hold a recipe (`art`) that make-sample-data.ts renders to a real file and
 * replaces with a Sanity asset reference. Edge cases the specification's limits are about
 * are marked with a comment.
 */
import type { OurProjects } from "#src/lib/content/sanity.types.ts";
import { en as englishWords } from "#src/i18n/en.ts";
import { specificationSettings } from "#src/lib/content/documents/site-settings.ts";
import type { Landmark, Palette } from "./art.ts";

export const SAMPLE_COMPANY = "Arkan Contracting";

/**
 * The day the sample's certificates are dated around: on it one is valid for years, one
 * expires within the Studio's notice, one has expired and one has no dates. Tests that judge
 * a validity fix their clock to it, so none changes as the calendar moves.
 */
export const SAMPLE_DAY = "2026-11-28";

export type Art =
  | { kind: "scene"; landmark: Landmark; palette: Palette; width?: number; height?: number; cranes?: number }
  | { kind: "certificate"; title: string; subtitle: string; issuer: string; accent: string }
  | { kind: "logo"; name: string; mark: "circle" | "square" | "triangle" | "bars"; colour: string }
  | { kind: "portrait" };

export interface ImageRecipe {
  readonly art: Art;
  /** becomes the asset's originalFilename */
  readonly name: string;
  /** extra fields kept on the image object, such as a logo's alt text or an editor's hotspot */
  readonly fields?: Readonly<Record<string, string | Readonly<Record<string, string | number>>>>;
}

export type Field = string | number | boolean | ImageRecipe | Field[] | { [key: string]: Field };
export type SampleDocument = { _id: string; _type: string; [key: string]: Field };

const scene = (name: string, landmark: Landmark, palette: Palette, extra: Partial<Extract<Art, { kind: "scene" }>> = {}): ImageRecipe => ({
  name: `${name}.jpg`,
  art: { kind: "scene", landmark, palette, ...extra },
});

const certificate = (name: string, title: string, subtitle: string, issuer: string, accent: string): ImageRecipe => ({
  name: `${name}.jpg`,
  art: { kind: "certificate", title, subtitle, issuer, accent },
});

const logo = (name: string, mark: "circle" | "square" | "triangle" | "bars", colour: string): ImageRecipe => ({
  name: `${name.toLowerCase().replaceAll(" ", "-")}-logo.png`,
  art: { kind: "logo", name, mark, colour },
  fields: { alt: `${name} logo` },
});

/** An image as an editor who set its hotspot (fractions of the image) and alternative text leaves it. */
const focused = (recipe: ImageRecipe, alt: string, hotspot: { x: number; y: number; width: number; height: number }): ImageRecipe => ({
  ...recipe,
  fields: { ...recipe.fields, alt, hotspot: { _type: "sanity.imageHotspot", ...hotspot } },
});

const portrait = (name: string): ImageRecipe => ({ name: `${name}.jpg`, art: { kind: "portrait" } });

/** A project's fields an editor writes as text, which each language's document holds its own. */
type TextField = Exclude<
  { [K in keyof OurProjects]-?: string extends NonNullable<OurProjects[K]> ? K : never }[keyof OurProjects],
  `_${string}` | "language"
>;
/** A project's texts in one language: the title, and any other text field of the schema. */
type ProjectTexts = Pick<OurProjects, "title"> & Partial<Pick<OurProjects, TextField>>;

/**
 * A project of the sample portfolio, its English and Arabic side by side. Its fields are
 * named and typed as the Studio's schema has them (TypeGen's `OurProjects`): a text field is
 * written per language, any other once for both. What it leaves out, the site shows without.
 * `ar` is the Arabic document's texts (arabic.ts joins the two), with the Arabic alternative
 * text of the images that have one in English.
 */
interface SampleProject extends Partial<Omit<OurProjects, TextField | `_${string}` | "language" | "image" | "images">> {
  readonly id: string;
  readonly images?: ImageRecipe[];
  readonly en: ProjectTexts;
  readonly ar?: ProjectTexts & { readonly "images.alt"?: string[] };
}

const shots = (id: string, landmark: Landmark, palettes: Palette[]): ImageRecipe[] => palettes.map((palette, i) => scene(`${id}-${i + 1}`, i % 3 === 2 ? "interior" : landmark, palette));

/** The sample's projects, in the order the dataset holds them (the site sorts them). */
export const SAMPLE_PROJECTS: readonly SampleProject[] = [
  {
    id: "al-noor-hotel",
    category: "Hospitality",
    region: "SA-01",
    coordinates: { _type: "geopoint", lat: 24.6905, lng: 46.6851 },
    status: "completed",
    startYear: 2018,
    year: 2021,
    area: 86_500,
    // The tower stands left of centre: its hotspot keeps it in view wherever the site crops.
    images: shots("al-noor-hotel", "tower", ["dusk", "day", "night", "dawn", "day"]).map((shot, i) =>
      i === 0 ? focused(shot, "The hotel tower at dusk, a tower crane beside it", { x: 0.38, y: 0.42, width: 0.2, height: 0.8 }) : shot,
    ),
    // Every fact filled in.
    en: {
      title: "Al Noor Grand Hotel & Conference Centre",
      description: "A 38-storey, 420-key hotel tower with a 2,000-seat conference centre, ballrooms and a rooftop pool deck, built beside a hotel that stayed open throughout.",
      value: "SAR 640 Million",
      client: "Oasis Hotels",
      location: "Riyadh, Saudi Arabia",
      scope: "Main contractor, design and build",
    },
    ar: {
      title: "فندق النور الكبير ومركز المؤتمرات",
      description: "برج فندقي من ٣٨ طابقًا يضم ٤٢٠ غرفة ومركز مؤتمرات يتسع لـ٢٠٠٠ مقعد وقاعات احتفالات ومسبحًا على السطح، شُيّد بجوار فندق بقي مفتوحًا طوال مدة التنفيذ.",
      value: "٦٤٠ مليون ريال",
      client: "فنادق الواحة",
      location: "الرياض، المملكة العربية السعودية",
      scope: "مقاول رئيسي، تصميم وتنفيذ",
      "images.alt": ["البرج الفندقي عند الغروب وبجانبه رافعة برجية"],
    },
  },
  {
    id: "corniche-resort",
    category: "Hospitality",
    region: "SA-02",
    coordinates: { _type: "geopoint", lat: 21.6019, lng: 39.1072 },
    status: "completed",
    startYear: 2015,
    year: 2017,
    area: 52_000,
    images: shots("corniche-resort", "houses", ["day", "dusk", "day"]),
    en: {
      title: "Corniche Waterfront Resort",
      description: "A low-rise beach resort of 180 rooms and 24 villas, with marine works for a private marina.",
      value: "SAR 410 Million",
      client: "Oasis Hotels",
      location: "Jeddah, Saudi Arabia",
      scope: "Main contractor, including marine works",
    },
    ar: {
      title: "منتجع الكورنيش البحري",
      description: "منتجع شاطئي منخفض الارتفاع يضم ١٨٠ غرفة و٢٤ فيلا، مع أعمال بحرية لمرسى خاص.",
      value: "٤١٠ ملايين ريال",
      client: "فنادق الواحة",
      location: "جدة، المملكة العربية السعودية",
      scope: "مقاول رئيسي، شاملًا الأعمال البحرية",
    },
  },
  // Started before the founding by a firm the company took over: "1983–1988", which the Studio
  // asks an editor to check and the site shows as it is.
  {
    id: "palm-gardens",
    category: "Residential",
    region: "SA-04",
    coordinates: { _type: "geopoint", lat: 26.37, lng: 50.056 },
    status: "completed",
    startYear: 1983,
    year: 1988,
    area: 310_000,
    images: shots("palm-gardens", "houses", ["dawn", "day", "day", "dusk"]),
    en: {
      title: "Palm Gardens Residential Community",
      description: "412 family villas, a community mosque, two schools and 14 km of roads and utilities, handed over in five phases. Begun in 1983 by Al Bina Builders, whose teams joined the company in 1986.",
      value: "SAR 520 Million",
      client: "Al Waha Development",
      location: "Dammam, Saudi Arabia",
      scope: "Design and build",
    },
    ar: {
      title: "مجمع حدائق النخيل السكني",
      description: "٤١٢ فيلا عائلية ومسجد للحي ومدرستان و١٤ كم من الطرق والمرافق، سُلّمت على خمس مراحل. بدأته شركة البناء للمقاولات عام ١٩٨٣، وانضمت فرقها إلى الشركة عام ١٩٨٦.",
      value: "٥٢٠ مليون ريال",
      client: "الواحة للتطوير",
      location: "الدمام، المملكة العربية السعودية",
      scope: "تصميم وتنفيذ",
    },
  },
  {
    id: "rawdah-heights",
    category: "Residential",
    region: "SA-01",
    coordinates: { _type: "geopoint", lat: 24.73, lng: 46.77 },
    status: "completed",
    startYear: 2021,
    year: 2023,
    area: 41_200,
    images: shots("rawdah-heights", "tower", ["day", "night"]),
    // No client: a private developer who asked not to be named.
    en: {
      title: "Rawdah Heights Apartments",
      description: "Three 16-storey residential towers with 288 apartments over a shared podium and basement car park.",
      value: "SAR 190 Million",
      location: "Riyadh, Saudi Arabia",
      scope: "Main contractor",
    },
    ar: {
      title: "شقق مرتفعات الروضة",
      description: "ثلاثة أبراج سكنية من ١٦ طابقًا تضم ٢٨٨ شقة فوق منصة مشتركة وموقف سيارات في القبو.",
      value: "١٩٠ مليون ريال",
      location: "الرياض، المملكة العربية السعودية",
      scope: "مقاول رئيسي",
    },
  },
  {
    id: "business-gate",
    category: "Commercial",
    region: "SA-01",
    coordinates: { _type: "geopoint", lat: 24.7585, lng: 46.7323 },
    status: "completed",
    startYear: 2018,
    year: 2022,
    area: 128_500,
    images: shots("business-gate", "tower", ["day", "dusk", "day", "night", "dawn", "day"]),
    en: {
      title: "Business Gate Office Tower",
      description: "A 52-storey grade-A office tower with a unitised glass facade, LEED Gold certified, and a 1,200-space automated car park.",
      value: "SAR 730 Million",
      client: "Granite Capital",
      location: "Riyadh, Saudi Arabia",
      scope: "Main contractor, design and build",
    },
    ar: {
      title: "برج بوابة الأعمال المكتبي",
      description: "برج مكتبي من الفئة الأولى من ٥٢ طابقًا بواجهة زجاجية من وحدات جاهزة، حاصل على شهادة LEED الذهبية، مع موقف آلي يتسع لـ١٢٠٠ سيارة.",
      value: "٧٣٠ مليون ريال",
      client: "جرانيت كابيتال",
      location: "الرياض، المملكة العربية السعودية",
      scope: "مقاول رئيسي، تصميم وتنفيذ",
    },
  },
  {
    id: "al-safa-mall",
    category: "Commercial",
    region: "SA-02",
    coordinates: { _type: "geopoint", lat: 21.59, lng: 39.19 },
    status: "completed",
    startYear: 2013,
    year: 2015,
    area: 45_000,
    images: shots("al-safa-mall", "campus", ["day"]),
    en: {
      title: "Al Safa Mall Extension",
      description: "A 45,000 m² retail extension with a cinema complex, built while the existing mall traded seven days a week.",
      value: "SAR 260 Million",
      location: "Jeddah, Saudi Arabia",
      scope: "Main contractor",
    },
    ar: {
      title: "توسعة الصفا مول",
      description: "توسعة تجارية مساحتها ٤٥٠٠٠ م² تضم مجمعًا للسينما، نُفّذت بينما واصل المركز القائم عمله سبعة أيام في الأسبوع.",
      value: "٢٦٠ مليون ريال",
      location: "جدة، المملكة العربية السعودية",
      scope: "مقاول رئيسي",
    },
  },
  {
    id: "heritage-museum",
    category: "Cultural",
    region: "SA-01",
    coordinates: { _type: "geopoint", lat: 24.6477, lng: 46.7108 },
    status: "completed",
    startYear: 2015,
    year: 2018,
    area: 23_400,
    images: shots("heritage-museum", "dome", ["day", "dawn", "day"]),
    en: {
      title: "National Heritage Museum",
      description: "Galleries, climate-controlled archives and a conservation laboratory behind a hand-laid limestone facade.",
      value: "SAR 350 Million",
      client: "Ministry of Culture",
      location: "Riyadh, Saudi Arabia",
      scope: "Main contractor",
    },
    ar: {
      title: "المتحف الوطني للتراث",
      description: "قاعات عرض وأرشيف بتحكم مناخي ومختبر للترميم خلف واجهة من الحجر الجيري المرصوف يدويًا.",
      value: "٣٥٠ مليون ريال",
      client: "وزارة الثقافة",
      location: "الرياض، المملكة العربية السعودية",
      scope: "مقاول رئيسي",
    },
  },
  {
    id: "municipal-hq",
    category: "Government & Royal",
    // A region and no point: the map marks it at Riyadh, the region's seat.
    region: "SA-01",
    status: "completed",
    startYear: 2013,
    year: 2016,
    area: 64_000,
    images: shots("municipal-hq", "campus", ["day", "dusk"]),
    en: {
      title: "Ministry of Municipal Affairs Headquarters",
      description: "A secure government campus of four office buildings around a landscaped courtyard, with a 600-seat auditorium.",
      value: "SAR 480 Million",
      client: "Ministry of Municipal Affairs",
      location: "Riyadh, Saudi Arabia",
      scope: "Main contractor",
    },
    ar: {
      title: "المقر الرئيسي لوزارة الشؤون البلدية",
      description: "مجمع حكومي آمن من أربعة مبانٍ مكتبية حول فناء منسّق، مع قاعة محاضرات تتسع لـ٦٠٠ مقعد.",
      value: "٤٨٠ مليون ريال",
      client: "وزارة الشؤون البلدية",
      location: "الرياض، المملكة العربية السعودية",
      scope: "مقاول رئيسي",
    },
  },
  // Under construction, with its planned completion years ahead, as Vision 2030's projects
  // are: "2023–2030 (expected)", listed first.
  {
    id: "guest-palace",
    category: "Government & Royal",
    status: "underConstruction",
    startYear: 2023,
    year: 2030,
    // No images: the project page and card show the placeholder. No client or location: confidential.
    en: {
      title: "Royal Guest Palace Renovation",
      description: "Restoration and modernisation of a 1970s guest palace, including new MEP services and security systems, under strict confidentiality.",
      value: "Confidential",
      scope: "Main contractor: restoration, MEP and security systems",
    },
    ar: {
      title: "ترميم قصر الضيافة الملكي",
      description: "ترميم قصر ضيافة يعود إلى سبعينيات القرن الماضي وتحديثه، بما في ذلك أنظمة كهروميكانيكية وأمنية جديدة، في سرية تامة.",
      value: "سرّي",
      scope: "مقاول رئيسي: الترميم والأعمال الكهروميكانيكية والأنظمة الأمنية",
    },
  },
  {
    id: "eastern-logistics",
    category: "Industrial",
    region: "SA-04",
    coordinates: { _type: "geopoint", lat: 26.47, lng: 49.97 },
    status: "completed",
    startYear: 2018,
    year: 2020,
    area: 112_000,
    images: shots("eastern-logistics", "factory", ["day", "dusk", "day", "dawn"]),
    en: {
      title: "Eastern Logistics & Manufacturing Park",
      description: "Six steel-frame warehouses and a 40,000 m² manufacturing hall with 12 MW of rooftop solar generation.",
      value: "SAR 390 Million",
      client: "Sahara Logistics",
      location: "Dammam, Saudi Arabia",
      scope: "Design and build, including the solar plant",
    },
    ar: {
      title: "مجمع الشرقية للخدمات اللوجستية والتصنيع",
      description: "ستة مستودعات بهياكل فولاذية وصالة تصنيع مساحتها ٤٠٠٠٠ م² مع ألواح شمسية على الأسطح بقدرة ١٢ ميجاواط.",
      value: "٣٩٠ مليون ريال",
      client: "الصحراء للخدمات اللوجستية",
      location: "الدمام، المملكة العربية السعودية",
      scope: "تصميم وتنفيذ، شاملًا محطة الطاقة الشمسية",
    },
  },
  // Under construction with no completion year yet: "Since 2025", listed after every dated
  // project. Left untranslated (arabic.ts): the Arabic site shows its English facts, marked so.
  {
    id: "pump-station",
    category: "Industrial",
    region: "SA-04",
    coordinates: { _type: "geopoint", lat: 27.0046, lng: 49.646 },
    status: "underConstruction",
    startYear: 2025,
    images: shots("pump-station", "factory", ["dawn"]),
    en: {
      title: "Desalination Plant Pump Station",
      description: "A seawater intake pump station and 6 km transmission main for a coastal desalination plant.",
      value: "SAR 85 Million",
      client: "Summit Energy",
      location: "Jubail, Saudi Arabia",
      scope: "EPC contractor",
    },
  },
  {
    id: "airport-t2",
    category: "Airport",
    region: "SA-14",
    coordinates: { _type: "geopoint", lat: 18.2401, lng: 42.6566 },
    status: "completed",
    startYear: 2019,
    year: 2022,
    area: 64_000,
    images: shots("airport-t2", "terminal", ["day", "dusk", "night", "day", "dawn"]),
    en: {
      title: "Regional Airport Terminal 2 Expansion",
      description: "A 64,000 m² terminal hall, eight contact stands and a rebuilt apron, phased around live flight operations.",
      value: "SAR 1.2 Billion",
      client: "Falcon Aviation",
      location: "Abha, Saudi Arabia",
      scope: "Main contractor, in joint venture",
    },
    ar: {
      title: "توسعة المبنى رقم ٢ في المطار الإقليمي",
      description: "صالة ركاب مساحتها ٦٤٠٠٠ م² وثماني بوابات صعود وساحة طائرات أعيد بناؤها، نُفّذت على مراحل دون إيقاف الرحلات.",
      value: "١٫٢ مليار ريال",
      client: "فالكون للطيران",
      location: "أبها، المملكة العربية السعودية",
      scope: "مقاول رئيسي ضمن تحالف",
    },
  },
  // No facts at all, not even a year: the page shows no facts panel, the card only the
  // category, and the list has it last.
  {
    id: "kings-academy",
    category: "Educational",
    images: shots("kings-academy", "campus", ["day", "dawn"]),
    en: {
      title: "King's Academy Secondary Campus",
      description: "A secondary school campus for 1,800 students with science laboratories, a library and an indoor sports hall.",
      value: "SAR 150 Million",
    },
    ar: {
      title: "الحرم الثانوي لأكاديمية الملك",
      description: "حرم مدرسي ثانوي يتسع لـ١٨٠٠ طالب، يضم مختبرات علوم ومكتبة وصالة رياضية مغطاة.",
      value: "١٥٠ مليون ريال",
    },
  },
  {
    id: "city-arena",
    category: "Sports & Recreational",
    region: "SA-01",
    coordinates: { _type: "geopoint", lat: 24.79, lng: 46.838 },
    status: "completed",
    startYear: 2016,
    year: 2019,
    area: 98_000,
    images: shots("city-arena", "stadium", ["night", "day", "dusk"]),
    en: {
      title: "City Sports Arena",
      description: "A 22,000-seat multi-purpose arena with a retractable roof lifted into place in a single operation.",
      value: "SAR 780 Million",
      client: "Ministry of Sport",
      location: "Riyadh, Saudi Arabia",
      scope: "Design and build",
    },
    ar: {
      title: "صالة المدينة الرياضية",
      description: "صالة متعددة الاستخدامات تتسع لـ٢٢٠٠٠ متفرج بسقف متحرك رُفع إلى موضعه في عملية واحدة.",
      value: "٧٨٠ مليون ريال",
      client: "وزارة الرياضة",
      location: "الرياض، المملكة العربية السعودية",
      scope: "تصميم وتنفيذ",
    },
  },
  {
    id: "wadi-link",
    category: "Infrastructure & Urban",
    region: "SA-01",
    coordinates: { _type: "geopoint", lat: 24.62, lng: 46.61 },
    status: "completed",
    startYear: 2019,
    year: 2023,
    // No area: a bridge has none built up.
    images: shots("wadi-link", "bridge", ["dawn", "day", "dusk", "night"]),
    en: {
      // Over 50 characters.
      title: "Wadi Link Cable-Stayed Bridge, Interchange and Urban Corridor Upgrade",
      // Over 200 characters: clamped on the card.
      description: "A 640-metre cable-stayed bridge, a three-level interchange and 9 km of upgraded urban corridor with dedicated bus lanes, cycle tracks and shaded walkways. Traffic kept flowing throughout construction with eleven temporary diversions, and the bridge deck was launched incrementally over the wadi to protect the seasonal watercourse below.",
      value: "SAR 910 Million",
      client: "Riyadh Municipality",
      location: "Riyadh, Saudi Arabia",
      scope: "Lead contractor of a joint venture",
    },
    ar: {
      title: "جسر وادي لينك المعلّق وتقاطعه وتطوير الممر الحضري",
      description: "جسر معلّق بالكابلات طوله ٦٤٠ مترًا وتقاطع من ثلاثة مستويات و٩ كم من الممر الحضري المطوَّر بمسارات مخصصة للحافلات والدراجات وممرات مظللة للمشاة. استمرت حركة المرور طوال التنفيذ عبر إحدى عشرة تحويلة مؤقتة، ودُفع سطح الجسر تدريجيًا فوق الوادي حمايةً لمجرى السيل الموسمي تحته.",
      value: "٩١٠ ملايين ريال",
      client: "أمانة منطقة الرياض",
      location: "الرياض، المملكة العربية السعودية",
      scope: "قائد تحالف المقاولين",
    },
  },
  {
    id: "data-centre-security",
    category: "Specialized & Security",
    region: "SA-02",
    coordinates: { _type: "geopoint", lat: 22.45, lng: 39.13 },
    status: "completed",
    startYear: 2020,
    year: 2021,
    images: shots("data-centre-security", "factory", ["night"]),
    en: {
      title: "Data Centre Perimeter & Security Upgrade",
      description: "Hostile-vehicle barriers, a blast-rated gatehouse and a layered access-control system around a live tier-IV data centre.",
      value: "SAR 120 Million",
      client: "BluePeak Telecom",
      // Over 40 characters: the card cuts it, the page shows it whole.
      location: "King Abdullah Economic City, Makkah Province, Saudi Arabia",
      scope: "Specialist security contractor",
    },
    ar: {
      title: "تطوير محيط مركز البيانات وأنظمته الأمنية",
      description: "حواجز ضد المركبات المعادية، وبوابة حراسة مقاومة للانفجارات، ونظام متعدد الطبقات للتحكم في الدخول حول مركز بيانات من المستوى الرابع قيد التشغيل.",
      value: "١٢٠ مليون ريال",
      client: "بلو بيك للاتصالات",
      location: "مدينة الملك عبدالله الاقتصادية، منطقة مكة المكرمة، المملكة العربية السعودية",
      scope: "مقاول متخصص في الأنظمة الأمنية",
    },
  },
  // "Charitable & Community" is left empty on purpose: its filter shows the empty state.
  // Only its completion year: the facts panel lists the period alone.
  {
    id: "charity-hospital",
    category: "Specialized & Security",
    year: 2012,
    images: shots("charity-hospital", "campus", ["day", "dawn"]),
    en: {
      title: "Community Charity Hospital Wing",
      description: "A 120-bed wing for a charitable hospital, built at cost with materials donated by our suppliers.",
      value: "SAR 95 Million",
    },
    ar: {
      title: "جناح المستشفى الخيري المجتمعي",
      description: "جناح من ١٢٠ سريرًا لمستشفى خيري، نُفّذ بسعر التكلفة بمواد تبرّع بها موردونا.",
      value: "٩٥ مليون ريال",
    },
  },
  // Only the completion year is known: the period reads "2010".
  {
    id: "historic-mosque",
    category: "Religious & Heritage",
    region: "SA-02",
    coordinates: { _type: "geopoint", lat: 21.4858, lng: 39.1868 },
    status: "completed",
    year: 2010,
    images: shots("historic-mosque", "dome", ["dawn", "dusk", "day"]),
    en: {
      title: "Historic Mosque Restoration",
      description: "Structural strengthening and restoration of a 19th-century mosque, its minaret and courtyard, using traditional gypsum and timber craft.",
      value: "SAR 60 Million",
      location: "Jeddah Historic District, Saudi Arabia",
      scope: "Restoration contractor",
    },
    ar: {
      title: "ترميم المسجد التاريخي",
      description: "تدعيم إنشائي وترميم لمسجد يعود إلى القرن التاسع عشر ومئذنته وفنائه، بالحرف التقليدية في الجص والخشب.",
      value: "٦٠ مليون ريال",
      location: "جدة التاريخية، المملكة العربية السعودية",
      scope: "مقاول ترميم",
    },
  },
  {
    id: "rehab-centre",
    category: "Specialized & Security",
    // Abroad: Bahrain, which the map draws beside the Kingdom.
    region: "BH",
    coordinates: { _type: "geopoint", lat: 26.2285, lng: 50.586 },
    status: "completed",
    startYear: 2017,
    year: 2020,
    area: 36_500.5,
    images: shots("rehab-centre", "campus", ["day", "dusk"]),
    en: {
      title: "Specialist Medical Rehabilitation Centre",
      description: "A 200-bed rehabilitation centre with hydrotherapy pools and outdoor therapy gardens.",
      value: "SAR 230 Million",
      client: "Horizon Health",
      location: "Manama, Bahrain",
      scope: "Main contractor",
    },
    ar: {
      title: "مركز التأهيل الطبي التخصصي",
      description: "مركز تأهيل من ٢٠٠ سرير مع أحواض للعلاج المائي وحدائق خارجية للعلاج.",
      value: "٢٣٠ مليون ريال",
      client: "هورايزن الصحية",
      location: "المنامة، البحرين",
      scope: "مقاول رئيسي",
    },
  },
];

/** A sample project's English document: its English texts and the fields every language shares. */
function projectDocument(project: SampleProject): SampleDocument {
  const { id, en, images = [] } = project;
  const shared = Object.entries(project).filter(([key]) => !["id", "en", "ar", "images"].includes(key));
  // The title and category first, as an editor reads a document.
  const fields = [["title", en.title], ["category", project.category], ...Object.entries(en), ...shared];
  return {
    _id: `project-${id}`,
    _type: "ourProjects",
    ...Object.fromEntries(fields.filter(([, value]) => value !== undefined) as [string, Field][]),
    ...(images.length > 0 ? { images } : {}),
  };
}

export const SAMPLE_DOCUMENTS: SampleDocument[] = [
  { _id: "siteSettings-main", _type: "siteSettings", ...specificationSettings(englishWords) },

  {
    _id: "aboutUs-main",
    _type: "aboutUs",
    title: "Building the region's landmarks since 1985",
    description:
      "Arkan Contracting began as a family building firm with a single site crew. Four decades later we deliver hotels, terminals, hospitals and public buildings as a first-grade general contractor, with our own engineering, MEP and maintenance divisions. We build to programme, we build safely, and we stand behind every structure we hand over.",
    image: scene("about-site-team", "tower", "dawn", { cranes: 2 }),
  },

  {
    _id: "service-general-contracting",
    _type: "ourServices",
    _createdAt: "2024-01-10T08:00:00Z",
    title: "General Contracting",
    description:
      "Full delivery of buildings and infrastructure, from enabling works to handover: planning, procurement, site management and quality control under one accountable contractor.",
    image1: scene("service-gc-1", "tower", "day"),
    image2: scene("service-gc-2", "terminal", "day", { width: 1400, height: 900 }),
  },
  {
    _id: "service-design-build",
    _type: "ourServices",
    _createdAt: "2024-01-11T08:00:00Z",
    title: "Design & Build",
    description:
      "One contract from concept to completion. Our in-house design managers work with architects and engineers so cost, programme and buildability are settled before the first pour.",
    image1: scene("service-db-1", "interior", "day"),
    image2: scene("service-db-2", "campus", "dusk", { width: 1400, height: 900 }),
  },
  {
    _id: "service-mep",
    _type: "ourServices",
    _createdAt: "2024-01-12T08:00:00Z",
    title: "MEP & Renewable Energy",
    description:
      "Mechanical, electrical and plumbing installation, building management systems and solar generation, commissioned and tested by our own electro-mechanical division.",
    image1: scene("service-mep-1", "factory", "day"),
    image2: scene("service-mep-2", "factory", "dusk", { width: 1400, height: 900 }),
  },
  {
    _id: "service-maintenance",
    _type: "ourServices",
    _createdAt: "2024-01-13T08:00:00Z",
    title: "Facility Maintenance",
    description:
      "Planned and reactive maintenance for the buildings we build and those others built: 24-hour response teams, lifecycle planning and energy audits.",
    image1: scene("service-fm-1", "campus", "day"),
    image2: scene("service-fm-2", "dome", "dawn", { width: 1400, height: 900 }),
  },

  {
    _id: "landing-harbour-hotel",
    _type: "landingPageProjects",
    title: "Al Noor Grand Hotel",
    description:
      "A 38-storey, 420-key hotel with a 2,000-seat conference centre, delivered in 31 months while the neighbouring hotel stayed open.",
    value: "SAR 640 Million",
    image: scene("landing-hotel", "tower", "dusk"),
    year: 2021,
  },
  {
    _id: "landing-terminal",
    _type: "landingPageProjects",
    // Over 50 characters: the item viewer cuts it and shows the whole title in a tooltip.
    title: "Regional Airport Terminal 2 Expansion and Airside Apron Works",
    description:
      "Doubling passenger capacity to 9 million a year: a new 64,000 m² terminal hall, eight contact stands and a rebuilt airside apron, all phased around live flight operations.",
    value: "SAR 1.2 Billion",
    image: scene("landing-terminal", "terminal", "day"),
    year: 2022,
  },
  {
    _id: "landing-arena",
    _type: "landingPageProjects",
    title: "City Sports Arena",
    // Over 200 characters: the item viewer shows 'Read more'.
    description:
      "A 22,000-seat multi-purpose arena with a retractable roof, a community sports hall and 3,500 parking spaces. The steel roof, 180 metres across, was assembled at ground level and lifted into place in a single 14-hour operation, a first for the region. The arena hosted its first international fixture six weeks after handover.",
    value: "SAR 780 Million",
    image: scene("landing-arena", "stadium", "night"),
    year: 2019,
  },
  {
    _id: "landing-bridge",
    _type: "landingPageProjects",
    // Its value and year are its project's: SAR 910 Million, 2023.
    project: { _type: "reference", _ref: "project-wadi-link", _weak: true },
    title: "Wadi Link Bridge",
    description: "A 640-metre cable-stayed crossing and three-level interchange that took 40,000 vehicles a day out of the old town centre.",
    image: scene("landing-bridge", "bridge", "dawn"),
  },
  {
    _id: "landing-museum",
    _type: "landingPageProjects",
    title: "National Heritage Museum",
    description: "Galleries, archives and a conservation laboratory behind a hand-laid limestone facade.",
    value: "SAR 350 Million",
    image: scene("landing-museum", "dome", "day"),
    // No year: it sorts as year 0, after every dated project.
  },

  ...SAMPLE_PROJECTS.map(projectDocument),

  {
    _id: "iso-9001",
    _type: "classifications",
    title: "ISO 9001:2015",
    description: "Quality management system for the design, construction and maintenance of buildings and civil works.",
    classificationImage: certificate("iso-9001-certificate", "ISO 9001:2015", "Quality Management System", "QMS", "#1f4e79"),
    companyClassificationImage: scene("iso-9001-site", "campus", "day"),
    order: 1,
    // Valid: issued in 2025, valid three years.
    standard: "ISO 9001:2015",
    certificateNumber: "QMS-25-04417",
    issuer: "Bureau Veritas Certification",
    scope: "Design, construction and maintenance of buildings and civil works.",
    issuedOn: "2025-03-15",
    validUntil: "2028-03-14",
    verifyUrl: "https://www.iafcertsearch.org/certification/QMS-25-04417",
  },
  {
    _id: "iso-14001",
    _type: "classifications",
    title: "ISO 14001:2015",
    description: "Environmental management system covering site waste, emissions, water and noise on every project.",
    classificationImage: certificate("iso-14001-certificate", "ISO 14001:2015", "Environmental Management System", "EMS", "#2e7d32"),
    companyClassificationImage: scene("iso-14001-site", "houses", "dawn"),
    order: 2,
    // Expires within the Studio's 60 days' notice of SAMPLE_DAY: the desk flags it.
    standard: "ISO 14001:2015",
    certificateNumber: "EMS-24-01963",
    issuer: "Bureau Veritas Certification",
    scope: "Environmental management of construction sites: waste, emissions, water and noise.",
    issuedOn: "2024-01-12",
    validUntil: "2027-01-11",
    verifyUrl: "https://www.iafcertsearch.org/certification/EMS-24-01963",
  },
  {
    _id: "iso-45001",
    _type: "classifications",
    title: "ISO 45001:2018",
    description: "Occupational health and safety management, audited on every site we run.",
    classificationImage: certificate("iso-45001-certificate", "ISO 45001:2018", "Occupational Health & Safety", "OHS", "#b23a48"),
    companyClassificationImage: scene("iso-45001-site", "tower", "day", { cranes: 2 }),
    order: 3,
    standard: "ISO 45001:2018",
    certificateNumber: "OHS-24-00735",
    issuer: "TÜV SÜD Management Service",
    scope: "Occupational health and safety on the company's construction and maintenance sites.",
    issuedOn: "2024-06-20",
    validUntil: "2027-06-19",
    verifyUrl: "https://www.iafcertsearch.org/certification/OHS-24-00735",
  },
  {
    _id: "iso-41001",
    _type: "classifications",
    title: "ISO 41001:2018",
    description: "Facility management system for our maintenance division's long-term service contracts.",
    classificationImage: certificate("iso-41001-certificate", "ISO 41001:2018", "Facility Management System", "FMS", "#6a4c93"),
    companyClassificationImage: scene("iso-41001-site", "campus", "dusk"),
    order: 4,
    // Expired: the site marks it so, and leaves it out of structured data.
    standard: "ISO 41001:2018",
    certificateNumber: "FMS-23-00318",
    issuer: "SGS United Kingdom Ltd",
    scope: "Facility management services under long-term maintenance contracts.",
    issuedOn: "2023-08-01",
    validUntil: "2026-07-31",
    verifyUrl: "https://www.iafcertsearch.org/certification/FMS-23-00318",
  },
  {
    // No order: listed after the numbered certificates.
    _id: "iso-50001",
    _type: "classifications",
    title: "ISO 50001:2018",
    description: "Energy management system for our offices, yards and the buildings we operate.",
    classificationImage: certificate("iso-50001-certificate", "ISO 50001:2018", "Energy Management System", "EnMS", "#c77d00"),
    companyClassificationImage: scene("iso-50001-site", "factory", "day"),
    standard: "ISO 50001:2018",
    certificateNumber: "EnMS-25-00122",
    issuer: "SGS United Kingdom Ltd",
    scope: "Energy management of the company's offices, yards and operated buildings.",
    issuedOn: "2025-10-01",
    validUntil: "2028-09-30",
  },
  {
    // No order either.
    _id: "iso-27001",
    _type: "classifications",
    title: "ISO/IEC 27001:2022",
    description: "Information security management for project data, drawings and building management systems.",
    classificationImage: certificate("iso-27001-certificate", "ISO/IEC 27001", "Information Security Management", "ISMS", "#37474f"),
    companyClassificationImage: scene("iso-27001-site", "interior", "day"),
    // No dates: shown with its number, never as valid or expired.
    standard: "ISO/IEC 27001:2022",
    certificateNumber: "ISMS-22-00051",
    issuer: "British Standards Institution",
  },

  {
    _id: "main-classification",
    _type: "mainClassification",
    mainClassificationImage: certificate("contractor-classification", "FIRST GRADE", "Contractor Classification Certificate", "1ST", "#8a6d1d"),
    certificateNumber: "CC-1010123456-01",
    issuer: "Ministry of Municipalities and Housing, Contractors Classification Agency",
    issuedOn: "2025-06-01",
    validUntil: "2027-05-31",
    verifyUrl: "https://balady.gov.sa/en/services/contractor-classification",
  },

  // The safety record: five years, the same documents for every language.
  ...(
    [
      [2025, 4_812_300, 1, true],
      [2024, 4_205_600, 2, true],
      [2023, 3_650_900, 1, true],
      [2022, 3_120_400, 3, true],
      [2021, 2_870_150, 2, false],
    ] as const
  ).map(([year, hoursWorked, lostTimeInjuries, includesSubcontractors]) => ({
    _id: `safety-${year}`,
    _type: "safetyRecord",
    year,
    hoursWorked,
    lostTimeInjuries,
    includesSubcontractors,
  })),

  {
    _id: "company-registration",
    _type: "companyRegistration",
    crNumber: "1010123456",
    vatNumber: "300123456700003",
  },

  {
    _id: "clients-government",
    _type: "clients",
    images: [
      logo("Northwind Holdings", "circle", "#1f4e79"),
      logo("Meridian Ports", "bars", "#00838f"),
      logo("Al Waha Development", "triangle", "#2e7d32"),
      logo("Crescent Bank", "circle", "#6a4c93"),
      logo("Falcon Aviation", "triangle", "#37474f"),
      logo("Summit Energy", "bars", "#c77d00"),
    ],
  },
  {
    _id: "clients-private",
    _type: "clients",
    images: [
      logo("Oasis Hotels", "circle", "#b23a48"),
      logo("Granite Capital", "square", "#455a64"),
      logo("BluePeak Telecom", "square", "#1565c0"),
      logo("Horizon Health", "bars", "#00897b"),
      logo("Sahara Logistics", "triangle", "#8d6e63"),
    ],
  },

  ...careers(),
  ...team(),
];

/**
 * Written only in Arabic, as an editor may create a document (the Studio's Arabic template, no
 * English): the Arabic site gives each a page at its own id, and the English site has none,
 * so their language switch leads to the English projects list and careers page.
 */
export const ARABIC_ONLY_DOCUMENTS: SampleDocument[] = [
  {
    _id: "project-al-nakheel-mosque",
    _type: "ourProjects",
    language: "ar",
    title: "جامع حي النخيل",
    category: "Religious & Heritage",
    status: "completed",
    startYear: 2022,
    year: 2024,
    area: 6_800,
    value: "٤٥ مليون ريال",
    client: "جمعية البر الخيرية",
    location: "الرياض، المملكة العربية السعودية",
    scope: "مقاول رئيسي، تصميم وتنفيذ",
    description: "جامع يتسع لـ٢٥٠٠ مصلٍّ بقبة خرسانية مسبقة الصب ومئذنة بارتفاع ٤٢ مترًا، مع مصلى للنساء ومكتبة ومواقف تحت الأرض، سُلّم قبل شهر رمضان.",
    images: [scene("al-nakheel-mosque-1", "dome", "dusk"), scene("al-nakheel-mosque-2", "dome", "day")],
  },
  {
    _id: "career-safety-supervisor-makkah",
    _type: "careers",
    language: "ar",
    title: "مشرف سلامة موقع",
    category: "Engineering",
    location: "مكة المكرمة",
    employmentType: "دوام كامل",
    description: "الإشراف اليومي على السلامة في مواقعنا بمكة المكرمة: التفتيش، وتصاريح العمل، وتدريب العمال.",
    requirements: ["شهادة NEBOSH أو ما يعادلها", "خبرة ٥ سنوات في سلامة مواقع البناء", "إجادة العربية"],
  },
];

function careers(): SampleDocument[] {
  /** An open position. */
  const job = ({ id, ...fields }: { id: string; title: string; category: string; location: string; employmentType: string; description: string; requirements: string[] }): SampleDocument => ({
    _id: `career-${id}`,
    _type: "careers",
    ...fields,
  });
  return [
    // More than three requirements: the card lists three and '+3 more requirements'.
    job({
      id: "site-engineer",
      title: "Senior Site Engineer (Civil)",
      category: "Engineering",
      location: "Riyadh",
      employmentType: "Full-time",
      description: "Lead the civil works on a 40-storey mixed-use tower: daily coordination of subcontractors, method statements, inspections and progress reporting to the project manager.",
      requirements: [
        "BSc in Civil Engineering",
        "8+ years on high-rise building sites",
        "Saudi Council of Engineers membership",
        "Working knowledge of Primavera P6",
        "Strong command of English; Arabic is an advantage",
        "Valid driving licence",
      ],
    }),
    job({
      id: "mep-engineer",
      title: "MEP Coordination Engineer",
      category: "Engineering",
      location: "Jeddah",
      employmentType: "Full-time",
      description: "Coordinate mechanical, electrical and plumbing services across design and site teams, resolving clashes in the federated BIM model before they reach site.",
      requirements: ["BSc in Mechanical or Electrical Engineering", "5+ years of MEP coordination", "Revit MEP and Navisworks"],
    }),
    job({
      id: "cost-accountant",
      title: "Senior Cost Accountant",
      category: "Finance",
      location: "Riyadh",
      employmentType: "Full-time",
      description: "Own project cost reports, accruals and forecasts for a portfolio of hospitality and commercial projects.",
      requirements: ["CMA or CPA qualification", "6+ years in construction or real-estate accounting", "Advanced Excel and SAP"],
    }),
    // 101 characters: one over the limit, so the card collapses it.
    job({
      id: "hr-officer",
      title: "HR Officer",
      category: "Human Resources",
      location: "Dammam",
      employmentType: "Full-time",
      description: "Run recruitment, onboarding and employee relations for all 1,200 site staff in our three hubs, daily.",
      requirements: ["Degree in HR or Business", "3+ years in HR operations", "Knowledge of local labour law", "GOSI and Qiwa experience"],
    }),
    job({
      id: "bd-manager",
      title: "Business Development Manager",
      category: "Sales & Marketing",
      location: "Riyadh",
      employmentType: "Full-time",
      description: "Find and win new government and private-sector projects: tender strategy, client relationships and bid management.",
      requirements: ["10+ years in construction business development", "An established network of developers and consultants"],
    }),
    // "&" and "#" in the title: the Apply Now subject must arrive whole.
    job({
      id: "bim-developer",
      title: "C# & Dynamo Developer (BIM Automation)",
      category: "Technology & IT",
      location: "Riyadh",
      employmentType: "Full-time",
      description: "Automate model checking, quantity take-off and clash reports for our BIM teams with C#, Dynamo and the Revit API.",
      requirements: ["3+ years of C# and the Revit API", "Dynamo scripting", "Experience on construction projects"],
    }),
    // Exactly 100 characters: shown whole, no 'Show more'.
    job({
      id: "contracts-specialist",
      title: "Contracts & Claims Specialist",
      category: "Legal & Compliance",
      location: "Riyadh",
      employmentType: "Contract",
      description: "Prepare, price and defend claims and variations under FIDIC contracts on our largest sites each day.",
      requirements: ["Degree in Law, Quantity Surveying or Engineering", "FIDIC 1999 and 2017 experience", "Excellent written English"],
    }),
    job({
      id: "client-relations",
      title: "Client Relations Coordinator",
      category: "Customer Service",
      location: "Jeddah",
      employmentType: "Part-time",
      description: "Be the first point of contact for homeowners at our residential communities during the defects-liability period, from first call to closed ticket.",
      requirements: ["2+ years in customer service", "Fluent Arabic and English", "CRM experience"],
    }),
  ];
}

function team(): SampleDocument[] {
  const member = (id: string, name: string, position: string, order: number | undefined, contact: { email?: string; linkedIn?: string }): SampleDocument => ({
    _id: `team-${id}`,
    _type: "team",
    name,
    position,
    image: portrait(`team-${id}`),
    ...(order === undefined ? {} : { order }),
    ...(contact.email === undefined ? {} : { email: contact.email }),
    ...(contact.linkedIn === undefined ? {} : { linkedIn: contact.linkedIn }),
  });
  // Stored out of order on purpose: the page sorts by order, those without one last.
  return [
    // No order: listed after the ordered members.
    // No LinkedIn: no LinkedIn button. (Unsafe values are the hostile corpus's, tests/fixtures/.)
    member("tariq", "Tariq Nasser", "Senior Project Manager", undefined, { email: "t.nasser@arkan-contracting.com" }),
    member("lina", "Lina Mansour", "Chief Financial Officer", 4, { email: "l.mansour@arkan-contracting.com", linkedIn: "https://www.linkedin.com/in/lina-mansour" }),
    member("khalid", "Khalid Al-Rashid", "Chairman & Founder", 1, { email: "k.alrashid@arkan-contracting.com", linkedIn: "https://www.linkedin.com/in/khalid-alrashid" }),
    // No e-mail: no e-mail button.
    member("huda", "Huda Karim", "Design Manager", undefined, { linkedIn: "https://www.linkedin.com/in/huda-karim" }),
    member("sara", "Sara Haddad", "Chief Executive Officer", 2, { email: "s.haddad@arkan-contracting.com", linkedIn: "https://www.linkedin.com/in/sara-haddad" }),
    member("omar", "Omar Farouk", "Director of Operations", 3, { email: "o.farouk@arkan-contracting.com", linkedIn: "https://www.linkedin.com/in/omar-farouk" }),
    // No e-mail.
    member("nadia", "Nadia Saleh", "HSE Manager", 6, { linkedIn: "https://www.linkedin.com/in/nadia-saleh" }),
    // No LinkedIn: the card shows only the e-mail button.
    member("yusuf", "Yusuf Ibrahim", "Head of Engineering", 5, { email: "y.ibrahim@arkan-contracting.com" }),
  ];
}
