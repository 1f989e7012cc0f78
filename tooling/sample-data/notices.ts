/**
 * The sample's notices: a first version of the privacy notice and of the accessibility
 * statement, written with the site and true of it (what it collects, how it is tested), in
 * English and in Arabic. Each is marked as awaiting the company's approval: the company reviews
 * them, with its lawyer, before the site goes live (docs/notices.md).
 */
import { SAMPLE_DAY, type SampleDocument } from "./content.ts";

const section = (key: string, heading: string, body: string) => ({ _key: key, _type: "noticeSection", heading, body });

const PRIVACY_SECTIONS = [
  section(
    "who",
    "Who we are",
    "This website is published by Arkan Contracting, a construction and contracting company in Riyadh, Saudi Arabia. This notice says what personal data the website and the company handle, why, and what you may ask of us, as Saudi Arabia's Personal Data Protection Law (PDPL) requires.",
  ),
  section(
    "collected",
    "What this website collects",
    "Nothing of its own. The website has no forms, no accounts, no cookies, no analytics and no advertising, and it does not record who you are or which pages you read. Search runs in your browser, over an index loaded with the page: what you type does not leave your device.\n\nLike every website, it is delivered by servers that see your device's network address when they send a page or a picture: our hosting provider's, and Sanity's, the service that holds our content and sends its pictures. They keep short technical logs to run the service securely; we do not use them to identify visitors.",
  ),
  section(
    "team",
    "People named on this website",
    "The Team page shows our employees' names, positions and photographs, and some of their work e-mail addresses and LinkedIn profiles, with their consent. An employee may ask at any time to be taken off the website; we do so at its next publication.",
  ),
  section(
    "applications",
    "Applying for a position",
    "Applications are sent by e-mail to the address each position gives, never through this website. We use what you send (your CV, your contact details and any documents) only to consider you for that position and for similar ones, share it only with the people hiring for them, and delete it 12 months after the position closes, unless you join us or ask us to keep it longer.",
  ),
  section(
    "rights",
    "Your rights",
    "You may ask us to tell you what personal data we hold about you and why, to give you a copy, to correct or complete it, and to delete it once we no longer need it; and you may withdraw your consent at any time. We answer within 30 days. If you are not satisfied with our answer, you may complain to the Saudi Data & AI Authority (SDAIA).",
  ),
  section(
    "contact",
    "Contact",
    'Write to us by e-mail, with the "Get in Touch" button at the foot of every page, and "Personal data" in the subject.',
  ),
  section("changes", "Changes to this notice", "When this notice changes, the date at its top changes with it."),
];

const ACCESSIBILITY_SECTIONS = [
  section(
    "aim",
    "Our aim",
    "We want everyone to be able to use this website, in English and in Arabic, on a phone or a computer, with a keyboard, a screen reader or magnification. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.",
  ),
  section(
    "tested",
    "How it is tested",
    "Every change to the website is tested before it is published. Automated accessibility checks run on every kind of page in both languages, at a phone's width and a desktop's; every page's HTML is checked by the W3C's validator; and its pages are tested in the engines of Chrome, Firefox and Safari, and with the keyboard alone.\n\nThe pictures our content team adds carry a text alternative: the content editor asks for one, and a picture without one is announced by the name of what it belongs to, such as its project.",
  ),
  section(
    "expect",
    "What you can expect",
    "Every page has a link past its menu to its main text, headings in order and named regions, and fits a phone's width without scrolling sideways. Animations and the home page's video follow your device's setting to reduce motion. The map and the charts come with their figures as text.",
  ),
  section(
    "limits",
    "Known limitations",
    "The company profile (PDF) gives its pictures text alternatives, but has not yet been checked against the PDF/UA standard. Certificates are also shown as scanned images; their numbers, issuers and validity are given as text beside them.",
  ),
  section(
    "report",
    "Reporting a barrier",
    'If a part of this website is hard or impossible for you to use, write to us by e-mail, with the "Get in Touch" button at the foot of every page and "Accessibility" in the subject, saying which page and what happened. We answer within 10 working days and, if you need it meanwhile, send you what you were looking for in another form.',
  ),
];

/** The notices in English, at their singleton ids, awaiting the company's approval. */
export const SAMPLE_NOTICES: SampleDocument[] = [
  {
    _id: "privacyNotice-main",
    _type: "privacyNotice",
    title: "Privacy notice",
    lastUpdated: SAMPLE_DAY,
    sections: PRIVACY_SECTIONS,
    approved: false,
  },
  {
    _id: "accessibilityStatement-main",
    _type: "accessibilityStatement",
    title: "Accessibility statement",
    lastUpdated: SAMPLE_DAY,
    sections: ACCESSIBILITY_SECTIONS,
    approved: false,
  },
];

const arabicSections = (english: typeof PRIVACY_SECTIONS, texts: Readonly<Record<string, [string, string]>>) =>
  english.map(({ _key, _type }) => {
    const [heading, body] = texts[_key] ?? ["", ""];
    return { _key, _type, heading, body };
  });

/** Their Arabic translations' texts (arabic.ts). */
export const ARABIC_NOTICES = {
  "privacyNotice-main": {
    title: "إشعار الخصوصية",
    sections: arabicSections(PRIVACY_SECTIONS, {
      who: [
        "من نحن",
        "تنشر هذا الموقع شركة أركان للمقاولات، وهي شركة إنشاءات ومقاولات في الرياض بالمملكة العربية السعودية. يبيّن هذا الإشعار البيانات الشخصية التي يتعامل معها الموقع والشركة، ولماذا، وما يحق لك أن تطلبه منا، وفق نظام حماية البيانات الشخصية في المملكة.",
      ],
      collected: [
        "ما يجمعه هذا الموقع",
        "لا يجمع الموقع شيئًا من تلقاء نفسه: فلا نماذج فيه ولا حسابات ولا ملفات تعريف ارتباط ولا أدوات تحليل ولا إعلانات، ولا يسجّل هويتك ولا الصفحات التي تقرؤها. ويجري البحث داخل متصفحك على فهرس يُحمَّل مع الصفحة، فلا يغادر ما تكتبه جهازك.\n\nوكأي موقع، تقدّمه خوادم ترى عنوان جهازك على الشبكة حين ترسل صفحة أو صورة: خوادم مزوّد الاستضافة، وخوادم Sanity، الخدمة التي تحفظ محتوانا وترسل صوره. وتحتفظ هذه الخوادم بسجلات تقنية قصيرة لتشغيل الخدمة بأمان، ولا نستخدمها للتعرّف على الزوار.",
      ],
      team: [
        "الأشخاص المذكورون في الموقع",
        "تعرض صفحة الفريق أسماء موظفينا ومناصبهم وصورهم، وبعض عناوين بريدهم الإلكتروني في العمل وحساباتهم على LinkedIn، بموافقتهم. ويحق لأي موظف أن يطلب في أي وقت حذفه من الموقع، فنحذفه عند نشر الموقع التالي.",
      ],
      applications: [
        "التقدّم إلى وظيفة",
        "تُرسل طلبات التوظيف بالبريد الإلكتروني إلى العنوان الذي تذكره كل وظيفة، ولا تمر عبر هذا الموقع. ونستخدم ما ترسله (سيرتك الذاتية وبيانات التواصل وأي مستندات) للنظر في ترشيحك لتلك الوظيفة ولما يشبهها فقط، ولا نطلع عليه إلا من يتولون التوظيف لها، ونحذفه بعد ١٢ شهرًا من إغلاق الوظيفة، ما لم تنضم إلينا أو تطلب منا الاحتفاظ به مدة أطول.",
      ],
      rights: [
        "حقوقك",
        "يحق لك أن تطلب منا إعلامك بالبيانات الشخصية التي نحتفظ بها عنك وسبب ذلك، وتزويدك بنسخة منها، وتصحيحها أو استكمالها، وحذفها متى انتهت حاجتنا إليها، ولك أن تسحب موافقتك في أي وقت. ونجيب خلال ٣٠ يومًا. وإن لم تكن راضيًا عن إجابتنا فلك أن تتقدم بشكوى إلى الهيئة السعودية للبيانات والذكاء الاصطناعي (سدايا).",
      ],
      contact: [
        "التواصل",
        "راسلنا بالبريد الإلكتروني عبر زر «تواصل معنا» في أسفل كل صفحة، واكتب «البيانات الشخصية» في عنوان الرسالة.",
      ],
      changes: ["التغييرات على هذا الإشعار", "متى تغيّر هذا الإشعار تغيّر التاريخ المذكور في أعلاه معه."],
    }),
  },
  "accessibilityStatement-main": {
    title: "بيان إمكانية الوصول",
    sections: arabicSections(ACCESSIBILITY_SECTIONS, {
      aim: [
        "هدفنا",
        "نريد أن يتمكن الجميع من استخدام هذا الموقع، بالعربية والإنجليزية، على الهاتف أو الحاسوب، بلوحة المفاتيح أو قارئ الشاشة أو التكبير. ونسعى إلى استيفاء إرشادات إتاحة محتوى الويب (WCAG) 2.2 بالمستوى AA.",
      ],
      tested: [
        "كيف نختبره",
        "يُختبر كل تغيير على الموقع قبل نشره: تجري فحوص آلية لإمكانية الوصول على كل نوع من الصفحات باللغتين، بعرض الهاتف وعرض الحاسوب، ويفحص مدقق W3C شيفرة كل صفحة، وتُختبر صفحاته في محركات Chrome و Firefox و Safari، وبلوحة المفاتيح وحدها.\n\nوتحمل الصور التي يضيفها فريق المحتوى نصًّا بديلًا: يطلبه محرر المحتوى، والصورة التي تخلو منه يُعلَن عنها باسم ما تنتمي إليه، كمشروعها.",
      ],
      expect: [
        "ما يمكنك توقّعه",
        "في كل صفحة رابط للانتقال إلى محتواها، وعناوين مرتبة ومناطق مسمّاة، وتتسع لعرض الهاتف دون تمرير جانبي. وتتبع الحركات ومقطع الفيديو في الصفحة الرئيسية إعداد جهازك لتقليل الحركة. وتأتي الخريطة والرسوم البيانية بأرقامها نصًّا.",
      ],
      limits: [
        "قيود معروفة",
        "يعطي ملف تعريف الشركة (PDF) صوره نصوصًا بديلة، لكنه لم يُفحص بعد وفق معيار PDF/UA. وتُعرض الشهادات أيضًا صورًا ممسوحة ضوئيًا، وأرقامها وجهات إصدارها وصلاحيتها مذكورة نصًّا بجانبها.",
      ],
      report: [
        "الإبلاغ عن عائق",
        "إن وجدت جزءًا من هذا الموقع صعب الاستخدام أو متعذّرًا عليك، فراسلنا بالبريد الإلكتروني عبر زر «تواصل معنا» في أسفل كل صفحة، واكتب «إمكانية الوصول» في عنوان الرسالة، مع ذكر الصفحة وما حدث. ونجيب خلال ١٠ أيام عمل، ونرسل إليك ما كنت تبحث عنه بصيغة أخرى في الأثناء إن احتجت إليه.",
      ],
    }),
  },
} as const;
