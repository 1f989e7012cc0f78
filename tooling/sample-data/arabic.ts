/**
 * The sample dataset in Arabic: for each English sample document, the fields a translator
 * rewrites (texts, values, alternative texts), as the Studio's Translations menu leaves them,
 * a document of its own joined to the English one by a translation.metadata document. One
 * project is left untranslated on purpose, so the Arabic site shows its English, marked so.
 * Fields not named here (images, categories, orders, links) are copies of the English
 * document's, as the menu copies them; those the languages share (statuses, years, areas, a
 * position's dates) are the English document's alone. The projects' Arabic is written beside their English (content.ts).
 */

import { withoutSharedValues } from "#src/lib/content/original-values.ts";
import { CONTENT_TYPES, STORED_SHARED_FIELDS } from "#src/lib/content/documents/index.ts";
import { ar } from "#src/i18n/ar.ts";
import { specificationSettings } from "#src/lib/content/documents/site-settings.ts";
import { SAMPLE_PROJECTS } from "./content.ts";
import { ARABIC_NOTICES } from "./notices.ts";

/** The types whose documents serve every language: never translated. */
const SHARED_TYPES = new Set<string>(
  Object.values(CONTENT_TYPES).flatMap((type) => ("sharedByLanguages" in type ? [type.documentType] : [])),
);

/** Left untranslated on purpose: the Arabic site shows it in English. */
export const UNTRANSLATED_SAMPLE_ID = "project-pump-station";

/** The Arabic document of an English sample document. */
export const arabicId = (englishId: string) => `${englishId}-ar`;

/**
 * A document's translated fields; `{field}.alt` is an image field's alternative text, or a
 * list of images' texts in order (for those that have one in English).
 */
type Texts = Readonly<Record<string, string | readonly string[] | readonly Readonly<Record<string, unknown>>[]>>;

export const ARABIC_SAMPLE: Readonly<Record<string, Texts>> = {
  ...ARABIC_NOTICES,
  "siteSettings-main": specificationSettings(ar),
  "aboutUs-main": {
    title: "نشيّد معالم المنطقة منذ عام ١٩٨٥",
    description:
      "بدأت أركان للمقاولات شركةَ بناءٍ عائلية بفريق موقع واحد. وبعد أربعة عقود ننفّذ الفنادق والمطارات والمستشفيات والمباني العامة بصفتنا مقاولًا عامًّا مصنّفًا بالدرجة الأولى، ولدينا أقسامنا الخاصة للهندسة والأعمال الكهروميكانيكية والصيانة. نلتزم بالجدول الزمني، ونعمل بأمان، ونقف خلف كل منشأة نسلّمها.",
  },
  "service-general-contracting": {
    title: "المقاولات العامة",
    description:
      "تنفيذ متكامل للمباني والبنية التحتية من الأعمال التمهيدية حتى التسليم: التخطيط والمشتريات وإدارة الموقع وضبط الجودة، بمسؤولية مقاول واحد.",
  },
  "service-design-build": {
    title: "التصميم والتنفيذ",
    description:
      "عقد واحد من الفكرة حتى الإنجاز. يعمل مديرو التصميم لدينا مع المعماريين والمهندسين لتُحسم التكلفة والجدول الزمني وقابلية التنفيذ قبل أول صبّة خرسانة.",
  },
  "service-mep": {
    title: "الأعمال الكهروميكانيكية والطاقة المتجددة",
    description:
      "تركيب الأنظمة الميكانيكية والكهربائية والسباكة، وأنظمة إدارة المباني، وتوليد الطاقة الشمسية، مع التشغيل التجريبي والاختبار على يد قسمنا الكهروميكانيكي.",
  },
  "service-maintenance": {
    title: "صيانة المرافق",
    description:
      "صيانة مخطّطة وطارئة للمباني التي شيّدناها ولغيرها: فرق استجابة على مدار الساعة، وتخطيط لدورة حياة المبنى، وتدقيق في استهلاك الطاقة.",
  },
  "landing-harbour-hotel": {
    title: "فندق النور الكبير",
    description: "فندق من ٣٨ طابقًا يضم ٤٢٠ غرفة ومركز مؤتمرات يتسع لـ٢٠٠٠ مقعد، سُلّم خلال ٣١ شهرًا بينما بقي الفندق المجاور مفتوحًا.",
    value: "٦٤٠ مليون ريال",
  },
  "landing-terminal": {
    title: "توسعة المبنى رقم ٢ في المطار الإقليمي وأعمال ساحة الطائرات",
    description:
      "مضاعفة الطاقة الاستيعابية إلى ٩ ملايين مسافر سنويًا: صالة جديدة مساحتها ٦٤٠٠٠ م² وثماني بوابات صعود وساحة طائرات أعيد بناؤها، نُفّذت كلها على مراحل دون إيقاف الرحلات.",
    value: "١٫٢ مليار ريال",
  },
  "landing-arena": {
    title: "صالة المدينة الرياضية",
    description:
      "صالة متعددة الاستخدامات تتسع لـ٢٢٠٠٠ متفرج بسقف متحرك، وصالة رياضية مجتمعية، و٣٥٠٠ موقف للسيارات. جُمّع السقف الفولاذي الذي يمتد ١٨٠ مترًا على مستوى الأرض ثم رُفع إلى موضعه في عملية واحدة استغرقت ١٤ ساعة، وهي الأولى من نوعها في المنطقة. واستضافت الصالة أول مباراة دولية بعد ستة أسابيع من التسليم.",
    value: "٧٨٠ مليون ريال",
  },
  "landing-bridge": {
    title: "جسر وادي لينك",
    description: "معبر معلّق بالكابلات طوله ٦٤٠ مترًا وتقاطع من ثلاثة مستويات أبعد ٤٠٠٠٠ مركبة يوميًا عن وسط المدينة القديم.",
  },
  "landing-museum": {
    title: "المتحف الوطني للتراث",
    description: "قاعات عرض وأرشيف ومختبر للترميم خلف واجهة من الحجر الجيري المرصوف يدويًا.",
    value: "٣٥٠ مليون ريال",
  },
  // The projects' Arabic stands beside their English, in content.ts.
  ...Object.fromEntries(
    SAMPLE_PROJECTS.flatMap(({ id, ar }) => (ar === undefined ? [] : [[`project-${id}`, ar]])),
  ),
  "iso-9001": {
    title: "ISO 9001:2015",
    description: "نظام إدارة الجودة لتصميم المباني والأعمال المدنية وتنفيذها وصيانتها.",
    scope: "تصميم المباني والأعمال المدنية وتنفيذها وصيانتها.",
  },
  "iso-14001": {
    title: "ISO 14001:2015",
    description: "نظام الإدارة البيئية لنفايات المواقع والانبعاثات والمياه والضوضاء في كل مشروع.",
    scope: "الإدارة البيئية لمواقع البناء: النفايات والانبعاثات والمياه والضوضاء.",
  },
  "iso-45001": {
    title: "ISO 45001:2018",
    description: "إدارة الصحة والسلامة المهنية، مع تدقيق في كل موقع نديره.",
    scope: "الصحة والسلامة المهنية في مواقع الشركة للإنشاء والصيانة.",
  },
  "iso-41001": {
    title: "ISO 41001:2018",
    description: "نظام إدارة المرافق لعقود الخدمة طويلة الأجل في قسم الصيانة لدينا.",
    scope: "خدمات إدارة المرافق ضمن عقود الصيانة طويلة الأجل.",
  },
  "iso-50001": {
    title: "ISO 50001:2018",
    description: "نظام إدارة الطاقة لمكاتبنا وساحاتنا والمباني التي نشغّلها.",
    scope: "إدارة الطاقة في مكاتب الشركة وساحاتها والمباني التي تشغّلها.",
  },
  "iso-27001": {
    title: "ISO/IEC 27001:2022",
    description: "إدارة أمن المعلومات لبيانات المشاريع والمخططات وأنظمة إدارة المباني.",
  },
  "main-classification": {
    issuer: "وزارة البلديات والإسكان، وكالة تصنيف المقاولين",
  },
  "clients-government": {
    "images.alt": [
        "شعار نورثويند القابضة",
        "شعار موانئ ميريديان",
        "شعار الواحة للتطوير",
        "شعار بنك الهلال",
        "شعار فالكون للطيران",
      "شعار سميت للطاقة",
    ],
  },
  "clients-private": {
    "images.alt": [
        "شعار فنادق الواحة",
        "شعار جرانيت كابيتال",
        "شعار بلو بيك للاتصالات",
        "شعار هورايزن الصحية",
      "شعار الصحراء للخدمات اللوجستية",
    ],
  },
  "career-site-engineer": {
    title: "مهندس موقع أول (مدني)",
    location: "الرياض",
    employmentType: "دوام كامل",
    description:
      "قيادة الأعمال المدنية في برج متعدد الاستخدامات من ٤٠ طابقًا: التنسيق اليومي مع مقاولي الباطن، وبيانات طرق التنفيذ، والفحوصات، ورفع تقارير التقدم إلى مدير المشروع.",
    requirements: [
      "بكالوريوس في الهندسة المدنية",
      "خبرة ٨ سنوات أو أكثر في مواقع المباني الشاهقة",
      "عضوية الهيئة السعودية للمهندسين",
      "معرفة عملية ببرنامج Primavera P6",
      "إتقان اللغة الإنجليزية، ومعرفة العربية ميزة إضافية",
      "رخصة قيادة سارية",
    ],
  },
  "career-mep-engineer": {
    title: "مهندس تنسيق الأعمال الكهروميكانيكية",
    location: "جدة",
    employmentType: "دوام كامل",
    description:
      "تنسيق الأنظمة الميكانيكية والكهربائية والسباكة بين فرق التصميم والموقع، وحلّ التعارضات في نموذج BIM الموحّد قبل أن تصل إلى الموقع.",
    requirements: [
      "بكالوريوس في الهندسة الميكانيكية أو الكهربائية",
      "خبرة ٥ سنوات أو أكثر في تنسيق الأعمال الكهروميكانيكية",
      "إتقان Revit MEP وNavisworks",
    ],
  },
  "career-cost-accountant": {
    title: "محاسب تكاليف أول",
    location: "الرياض",
    employmentType: "دوام كامل",
    description: "إعداد تقارير تكاليف المشاريع والمستحقات والتوقعات لمجموعة من مشاريع الضيافة والمشاريع التجارية.",
    requirements: [
      "شهادة CMA أو CPA",
      "خبرة ٦ سنوات أو أكثر في محاسبة قطاع الإنشاءات أو العقارات",
      "مهارة متقدمة في Excel وSAP",
    ],
  },
  "career-hr-officer": {
    title: "أخصائي موارد بشرية",
    location: "الدمام",
    employmentType: "دوام كامل",
    description: "إدارة التوظيف والتهيئة وعلاقات الموظفين لجميع العاملين في المواقع وعددهم ١٢٠٠ في مراكزنا الثلاثة، يومًا بيوم.",
    requirements: [
      "شهادة جامعية في الموارد البشرية أو إدارة الأعمال",
      "خبرة ٣ سنوات أو أكثر في عمليات الموارد البشرية",
      "معرفة بنظام العمل السعودي",
      "خبرة في منصتي التأمينات الاجتماعية وقوى",
    ],
  },
  "career-bd-manager": {
    title: "مدير تطوير الأعمال",
    location: "الرياض",
    employmentType: "دوام كامل",
    description: "استقطاب مشاريع حكومية وخاصة جديدة والفوز بها: استراتيجية المناقصات، وعلاقات العملاء، وإدارة العطاءات.",
    requirements: ["خبرة ١٠ سنوات أو أكثر في تطوير الأعمال بقطاع الإنشاءات", "شبكة علاقات راسخة مع المطورين والاستشاريين"],
  },
  "career-bim-developer": {
    title: "مطوّر C# وDynamo (أتمتة BIM)",
    location: "الرياض",
    employmentType: "دوام كامل",
    description: "أتمتة فحص النماذج وحصر الكميات وتقارير التعارضات لفرق BIM لدينا باستخدام C# وDynamo وواجهة Revit البرمجية.",
    requirements: ["خبرة ٣ سنوات أو أكثر في C# وواجهة Revit البرمجية", "كتابة نصوص Dynamo", "خبرة في مشاريع الإنشاءات"],
  },
  "career-contracts-specialist": {
    title: "أخصائي العقود والمطالبات",
    location: "الرياض",
    employmentType: "عقد",
    description: "إعداد المطالبات والأوامر التغييرية وتسعيرها والدفاع عنها وفق عقود فيديك في أكبر مواقعنا يوميًا.",
    requirements: [
      "شهادة جامعية في القانون أو حساب الكميات أو الهندسة",
      "خبرة في عقود فيديك إصداري ١٩٩٩ و٢٠١٧",
      "مهارة ممتازة في الكتابة باللغة الإنجليزية",
    ],
  },
  "career-client-relations": {
    title: "منسق علاقات العملاء",
    location: "جدة",
    employmentType: "دوام جزئي",
    description: "أن تكون نقطة الاتصال الأولى لملّاك المنازل في مجمعاتنا السكنية خلال فترة ضمان العيوب، من أول اتصال حتى إغلاق الطلب.",
    requirements: ["خبرة سنتين أو أكثر في خدمة العملاء", "إجادة العربية والإنجليزية", "خبرة في أنظمة إدارة علاقات العملاء"],
  },
  "team-tariq": { name: "طارق ناصر", position: "مدير مشاريع أول" },
  "team-lina": { name: "لينا منصور", position: "المدير المالي" },
  "team-khalid": { name: "خالد الراشد", position: "رئيس مجلس الإدارة والمؤسس" },
  "team-huda": { name: "هدى كريم", position: "مديرة التصميم" },
  "team-sara": { name: "سارة حداد", position: "الرئيسة التنفيذية" },
  "team-omar": { name: "عمر فاروق", position: "مدير العمليات" },
  "team-nadia": { name: "نادية صالح", position: "مديرة الصحة والسلامة والبيئة" },
  "team-yusuf": { name: "يوسف إبراهيم", position: "رئيس الهندسة" },
};

type Json = Record<string, unknown>;

/** An image's, or each of a list's images', alternative text in Arabic, where the English has one. */
function translateAlts(value: unknown, alts: string | readonly string[]): unknown {
  if (Array.isArray(value)) {
    const queue = [...(typeof alts === "string" ? [alts] : alts)];
    return value.map((image: unknown) =>
      typeof image === "object" && image !== null && "alt" in image && queue.length > 0
        ? { ...image, alt: queue.shift() }
        : image,
    );
  }
  return typeof value === "object" && value !== null && typeof alts === "string" ? { ...value, alt: alts } : value;
}

/**
 * A language's entry in a translation.metadata document, as the plugin writes it (version 6)
 * with weak references (studio/sanity.config.ts): the set never keeps a document from being
 * deleted or unpublished.
 */
export const translationEntry = (language: string, id: string) => ({
  _key: language,
  _type: "internationalizedArrayReferenceValue",
  language,
  value: { _type: "reference", _ref: id, _weak: true },
});

/** A reference to a document the sample translates, as the Arabic one; any other value as it is. */
function inArabic(value: unknown): unknown {
  if (typeof value !== "object" || value === null || !("_ref" in value)) return value;
  const ref = String(value._ref);
  return ARABIC_SAMPLE[ref] === undefined ? value : { ...value, _ref: arabicId(ref) };
}

/**
 * An English document (image fields resolved, no assets) in both languages: itself marked
 * English, its Arabic translation (`texts` over the English fields), and the
 * translation.metadata document that joins them.
 */
export function withTranslation<T extends Json>(english: T, texts: Texts): [T, T, T] {
  const id = String(english["_id"]);
  // A reference to a translated document points at its translation, as an editor picks it.
  // The fields the languages share are the English document's alone, as the Studio leaves them.
  const shared = STORED_SHARED_FIELDS.get(String(english["_type"])) ?? [];
  const arabic: Json = {
    ...Object.fromEntries(Object.entries(english).map(([key, value]) => [key, inArabic(value)])),
    _id: arabicId(id),
    language: "ar",
  };
  for (const [key, text] of Object.entries(texts)) {
    const [field = key, alt] = key.split(".");
    arabic[field] = alt === undefined ? text : translateAlts(english[field], text as string | readonly string[]);
  }
  const metadata: Json = {
    _id: `translations-${id}`,
    _type: "translation.metadata",
    _createdAt: english["_createdAt"],
    _updatedAt: english["_updatedAt"],
    _rev: `${String(english["_rev"])}t`,
    schemaTypes: [english["_type"]],
    translations: [translationEntry("en", id), translationEntry("ar", arabicId(id))],
  };
  // The metadata is a document of the dataset as much as the others are.
  return [{ ...english, language: "en" }, withoutSharedValues(arabic, shared) as T, metadata as T];
}

/** The sample's documents in both languages (withTranslation), but for UNTRANSLATED_SAMPLE_ID. */
export function withArabicTranslations(documents: readonly Json[]): Json[] {
  return documents.flatMap((english) => {
    const id = String(english["_id"]);
    if (SHARED_TYPES.has(String(english["_type"]))) return [english];
    if (id === UNTRANSLATED_SAMPLE_ID) return [{ ...english, language: "en" }];
    const texts = ARABIC_SAMPLE[id];
    if (texts === undefined) throw new Error(`The Arabic sample has no translation of ${id}.`);
    return withTranslation(english, texts);
  });
}
