/**
 * Every word a visitor reads on the Arabic site, in Modern Standard Arabic as a company's site
 * in Saudi Arabia writes it: the English dictionary's keys (en.ts), each translated.
 *
 * - Numbers are written in Arabic-Indic digits (٠١٢٣٤٥٦٧٨٩), as `ar-SA` writes them.
 * - A count reads "label: number" ("عدد المشاريع: {n}"), which is correct Arabic for every
 *   number, where a sentence around the number would need its six plural forms.
 * - The company's name stays its Latin-letter brand, as its logo writes it; where it shows in
 *   running text it is a `{company}` placeholder, set apart as English (ForeignText.astro).
 */
import { COMPANY_NAME, FOUNDING_YEAR } from "#src/config/company.ts";
import type { Dictionary } from "./en.ts";
import { ARABIC_NUMERALS, localDigits } from "./format.ts";
import { searchWords } from "./search/ar.ts";

const numerals = ARABIC_NUMERALS;
const since = localDigits(String(FOUNDING_YEAR), numerals);

export const ar: Dictionary = {
  numerals,
  separators: { group: "٬", decimal: "٫" },
  site: {
    description: `${COMPANY_NAME}: شركة مقاولات مصنّفة بالدرجة الأولى، تنفّذ الفنادق والمطارات والمباني العامة ومشاريع البنية التحتية منذ عام ${since}.`,
    skipToContent: "الانتقال إلى المحتوى",
    homeLink: `${COMPANY_NAME}: الصفحة الرئيسية`,
    logoAlt: `شعار ${COMPANY_NAME}`,
    mainNavigation: "القائمة الرئيسية",
    breadcrumb: "مسار التنقل",
    imageMissing: "تعذّر تحميل الصورة",
    previous: "السابق",
    next: "التالي",
  },
  nav: {
    home: "الرئيسية",
    classifications: "التصنيفات",
    careers: "الوظائف",
    projects: "مشاريعنا",
    team: "الفريق",
  },
  menu: {
    open: "فتح القائمة",
    close: "إغلاق القائمة",
  },
  search: searchWords,
  languageSwitch: {
    nearest: {
      home: "الرئيسية بالعربية",
      projects: "المشاريع بالعربية",
      careers: "الوظائف بالعربية",
    },
  },
  footer: {
    thanks: "شكرًا لاهتمامكم بنا. لنبنِ معًا شيئًا عظيمًا.",
    getInTouch: "تواصل معنا",
    label: "تذييل الصفحة",
    explore: "تصفّح",
    followUs: "تابعنا",
    social: `${COMPANY_NAME} على {network} (يُفتح في علامة تبويب جديدة)`,
    copyright: `© ${localDigits("2025", numerals)}. جميع الحقوق محفوظة`,
  },
  preview: {
    label: "معاينة المسودات",
    drafts: "معاينة: المسودات كما هي الآن، لا الموقع المنشور.",
    published: "معاينة: المحتوى المنشور فقط. افتح المعاينة من الاستوديو لرؤية المسودات.",
  },
  moved: {
    title: "نُقلت صفحة {page}",
    lead: "أصبحت هذه الصفحة: {page}.",
  },
  hero: {
    headline: `نبني بإتقان: جودة وسرعة وثقة منذ ${since}`,
    subtext: "نحوّل الرؤى إلى واقع بدقة وعناية. شريككم الموثوق في حلول البناء المبتكرة والمستدامة.",
    videoUnsupported: "متصفحك لا يدعم تشغيل الفيديو.",
    scrollDown: "مرّر إلى الأسفل",
    pauseVideo: "إيقاف فيديو الخلفية مؤقتًا",
    playVideo: "تشغيل فيديو الخلفية",
  },
  about: {
    eyebrow: "من نحن",
    imageAlt: `عن ${COMPANY_NAME}`,
  },
  services: {
    heading: "خدماتنا",
    outline: "خدماتنا",
    list: "الخدمات",
  },
  showcase: {
    heading: "نماذج من مشاريعنا",
  },
  homeStatistics: {
    heading: "أربعة عقود بالأرقام",
    teamLine: `فريق يضم أكثر من ${localDigits("140", numerals)} من المتخصصين المتفانين`,
    labels: {
      projects: "مشروعًا منجزًا",
      years: "عامًا من الخبرة",
      customers: "عميل راضٍ",
      awards: "جائزة",
    },
  },
  clients: {
    heading: "عملاؤنا",
    region: "شعارات العملاء",
    pause: "إيقاف شعارات العملاء مؤقتًا",
    play: "تشغيل شعارات العملاء",
    logoAlt: "شعار العميل {n}",
  },
  itemViewer: {
    outline: "مشاريعنا",
    readMore: "اقرأ المزيد",
    readLess: "عرض أقل",
    value: "القيمة: {value}",
    classification: "التصنيف",
    classificationAlt: "{title}: تصنيف الشركة",
  },
  classifications: {
    heading: "تصنيفاتنا",
    description: `تصنيفات ${COMPANY_NAME} بالدرجة الأولى في تصنيف المقاولين، وشهادات الأيزو في الجودة والبيئة والسلامة والطاقة وأمن المعلومات.`,
    certificateAlt: `شهادة تصنيف المقاولين لشركة ${COMPANY_NAME}`,
    grades: [
      "الدرجة الأولى: المباني",
      "الدرجة الأولى: صيانة المباني",
      "الدرجة الأولى: الأعمال الكهروميكانيكية والطاقة المتجددة",
      "الدرجة الثانية: الأعمال الإلكترونية",
      "الدرجة الثانية: المنشآت المعدنية",
    ],
    iso: "شهادات الأيزو",
  },
  careers: {
    heading: "كن جزءًا من فريقنا",
    tagline: "كل مبنى نسلّمه ثمرة عمل أشخاص نقدّرهم: مهندسون وحرفيون ومتخصصون ينمون معنا، مشروعًا بعد مشروع.",
    description: `الوظائف الشاغرة في ${COMPANY_NAME}: الهندسة والمالية والموارد البشرية وغيرها.`,
    openPositions: "الوظائف الشاغرة",
    subtitle: "اعثر على فرصتك القادمة للنمو مع {company}",
    applySubject: "طلب التقدّم لوظيفة {title}",
  },
  careersBoard: {
    categoriesLabel: "فئات الوظائف",
    categories: {
      "All Categories": "جميع الفئات",
      Business: "الأعمال",
      "Customer Service": "خدمة العملاء",
      Finance: "المالية",
      "Human Resources": "الموارد البشرية",
      "Sales & Marketing": "المبيعات والتسويق",
      Engineering: "الهندسة",
      "Technology & IT": "التقنية وتقنية المعلومات",
      "Legal & Compliance": "الشؤون القانونية والامتثال",
      Other: "أخرى",
    },
    noPositions: "لا توجد وظائف شاغرة في الوقت الحالي. عاود زيارتنا قريبًا!",
    noPositionsIn: "لا توجد وظائف شاغرة في فئة {category}. جرّب فئة أخرى.",
    showMore: "عرض المزيد",
    showLess: "عرض أقل",
    moreRequirements: "متطلبات أخرى: {n}",
    apply: "قدّم الآن",
  },
  position: {
    title: "{title}: الوظائف",
    role: "عن الوظيفة",
    requirements: "المتطلبات",
    interested: "هل أنت مهتم؟",
    sendCv: "أرسل إلينا سيرتك الذاتية وبضعة أسطر تعرّفنا بك.",
    backToCareers: "العودة إلى الوظائف",
  },
  projects: {
    page: "الصفحة {page}",
    description: `فنادق ومطارات وأبراج وجسور ومبانٍ عامة نفّذتها ${COMPANY_NAME}.`,
    categoryDescription: `{category}: مشاريع نفّذتها ${COMPANY_NAME}.`,
    pageOf: "الصفحة {page} من {pages}.",
    section: "المشاريع",
    categoriesLabel: "فئات المشاريع",
    categories: {
      "All Projects": "جميع المشاريع",
      Hospitality: "الضيافة",
      Residential: "سكنية",
      Commercial: "تجارية",
      Cultural: "ثقافية",
      "Government & Royal": "حكومية وملكية",
      Industrial: "صناعية",
      Airport: "المطارات",
      Educational: "تعليمية",
      "Sports & Recreational": "رياضية وترفيهية",
      "Infrastructure & Urban": "البنية التحتية والتطوير العمراني",
      "Specialized & Security": "متخصصة وأمنية",
      "Charitable & Community": "خيرية ومجتمعية",
      "Religious & Heritage": "دينية وتراثية",
    },
    found: "عدد المشاريع: {n}",
    failed: "تعذّر جلب المشاريع",
    tryLater: "يُرجى المحاولة لاحقًا",
    empty: "لا توجد مشاريع",
    emptyHint: "جرّب اختيار فئة أخرى",
    pagesLabel: "صفحات المشاريع",
    pagePrefix: "الصفحة ",
  },
  project: {
    backToProjects: "العودة إلى المشاريع",
    description: "وصف المشروع",
    investment: "قيمة المشروع",
    investmentCaption: "إجمالي قيمة أعمال الإنشاء",
    facts: {
      heading: "بيانات المشروع",
      client: "العميل",
      location: "الموقع",
      status: "الحالة",
      period: "فترة التنفيذ",
      area: "مسطح البناء",
      scope: "نطاق الأعمال",
      statuses: {
        completed: "مكتمل",
        underConstruction: "قيد الإنشاء",
      },
      periods: {
        range: "{start}–{end}",
        rangeExpected: "{start}–{end} (متوقع)",
        since: "منذ {start}",
        started: "بدأ عام {start}",
        expected: "الإنجاز المتوقع {end}",
        completed: "{end}",
      },
      squareMetres: "{area} م²",
    },
    images: "عدد الصور: {n}",
    gallery: "{title}: الصور",
    imageAlt: "{title}، الصورة {n} من {count}",
    previousImage: "الصورة السابقة",
    nextImage: "الصورة التالية",
  },
  team: {
    description: `الفريق الذي يقود ${COMPANY_NAME}.`,
    statisticsLabel: "الفريق بالأرقام",
    heading: "فريقنا",
    linkedIn: "{name} على LinkedIn (يُفتح في علامة تبويب جديدة)",
    email: "مراسلة {name} بالبريد الإلكتروني",
    statistics: {
      members: "عضوًا في الفريق",
      projects: "مشروعًا منجزًا",
      years: "سنوات من الخبرة",
      satisfaction: "رضا العملاء",
    },
  },
  notFound: {
    title: "الصفحة غير موجودة",
    description: "هذه الصفحة غير موجودة أو نُقلت.",
    eyebrow: `خطأ ${localDigits("404", numerals)}`,
    lead: "الصفحة التي طلبتها غير موجودة أو نُقلت إلى عنوان آخر.",
    home: "الذهاب إلى الصفحة الرئيسية",
    loadingProject: "جارٍ تحميل المشروع...",
    projectMissing: "المشروع غير موجود",
    projectMissingLead: "هذا المشروع ليس ضمن أعمالنا، أو تغيّر عنوانه.",
    projectFailed: "تعذّر جلب المشروع",
  },
};
