/** The words of the site's search, in Arabic (./en.ts). */
import { ARABIC_NUMERALS } from "#src/i18n/format.ts";
import type { SearchWords } from "./en.ts";

export const searchWords: SearchWords = {
  numerals: ARABIC_NUMERALS,
  open: "بحث",
  heading: "البحث في الموقع",
  field: "ابحث في المشاريع والوظائف والخدمات",
  placeholder: "مستشفى، الرياض، كهروميكانيك…",
  close: "إغلاق البحث",
  kinds: { all: "الكل", project: "المشاريع", position: "الوظائف", page: "الصفحات" },
  kindOfResult: { project: "مشروع", position: "وظيفة", page: "صفحة" },
  show: "عرض",
  category: "الفئة",
  anyCategory: "كل الفئات",
  status: "الحالة",
  anyStatus: "كل الحالات",
  count: {
    zero: "لا نتائج",
    one: "نتيجة واحدة",
    two: "نتيجتان",
    few: "{count} نتائج",
    many: "{count} نتيجة",
    other: "{count} نتيجة",
  },
  none: "لا شيء يطابق «{query}».",
  suggestion: "تصفح كل المشاريع",
  more: "عرض مزيد من النتائج",
  loading: "جارٍ البحث…",
  failed: "تعذر تحميل البحث. تحقق من اتصالك وحاول مرة أخرى.",
};
