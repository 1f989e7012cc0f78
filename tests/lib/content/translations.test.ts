import { describe, expect, it } from "vitest";
import { inLanguage, type TranslationSet } from "#src/lib/content/translations.ts";

interface Doc {
  _id: string;
  language?: string;
  title: string;
}

const hotel: Doc = { _id: "hotel", title: "Hotel" };
const hotelEn: Doc = { _id: "hotel", language: "en", title: "Hotel" };
const hotelAr: Doc = { _id: "hotel-ar", language: "ar", title: "فندق" };
const mall: Doc = { _id: "mall", language: "en", title: "Mall" };
const mosqueAr: Doc = { _id: "mosque-ar", language: "ar", title: "مسجد" };
const museumFr: Doc = { _id: "museum-fr", language: "fr", title: "Musée" };

const hotelSet: TranslationSet = [
  { language: "en", id: "hotel" },
  { language: "ar", id: "hotel-ar" },
];

/** Each document shown, with the language it is marked as where that is not the page's. */
const view = (documents: { _id: string; title: string; lang?: string }[]) =>
  documents.map(({ _id, title, lang }) => `${_id}: ${title}${lang === undefined ? "" : ` [${lang}]`}`);

describe("inLanguage", () => {
  it.each([
    ["a document without a language is the default language's", [hotel], [], "en", ["hotel: Hotel"]],
    [
      "the default language shows only its own documents",
      [hotelEn, hotelAr, mall, mosqueAr],
      [hotelSet],
      "en",
      ["hotel: Hotel", "mall: Mall"],
    ],
    [
      "a translation takes its original's place and address",
      [hotelEn, hotelAr],
      [hotelSet],
      "ar",
      ["hotel: فندق"],
    ],
    [
      "an untranslated document shows in the default language, marked so",
      [hotel, mall],
      [],
      "ar",
      ["hotel: Hotel [en]", "mall: Mall [en]"],
    ],
    [
      "a document written only in the language keeps its own address, after the rest",
      [mosqueAr, hotel, hotelAr],
      [hotelSet],
      "ar",
      ["hotel: فندق", "mosque-ar: مسجد"],
    ],
    [
      "a translation whose original is missing (left out, or deleted) stands on its own",
      [hotelAr, mall],
      [hotelSet],
      "ar",
      ["mall: Mall [en]", "hotel-ar: فندق"],
    ],
    [
      "metadata naming a translation that is not there changes nothing",
      [hotel],
      [hotelSet],
      "ar",
      ["hotel: Hotel [en]"],
    ],
    ["a language the site does not speak shows nowhere", [museumFr, mall], [], "ar", ["mall: Mall [en]"]],
  ] satisfies [string, Doc[], TranslationSet[], string, string[]][])(
    "%s",
    (_, documents, sets, language, expected) => {
      expect(view(inLanguage(documents, sets, language, "en"))).toEqual(expected);
    },
  );

  it("keeps the translation's own fields, not the original's", () => {
    const [shown] = inLanguage(
      [
        { ...hotelEn, value: "SAR 1 Billion" },
        { ...hotelAr, value: "مليار ريال" },
      ],
      [hotelSet],
      "ar",
      "en",
    );
    expect(shown).toEqual({ _id: "hotel", language: "ar", title: "فندق", value: "مليار ريال" });
  });
});
