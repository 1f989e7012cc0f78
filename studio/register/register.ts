/**
 * The company's project register as a spreadsheet: one row per project, both languages side
 * by side (docs/register.md). `npm run content:import` reads it into project documents and
 * `npm run content:export-register` writes it back from a dataset, so an editor can fill facts
 * in a spreadsheet and import them again. Pure: the command lines read and write the files and
 * the dataset.
 *
 * A row names its project by the company's project number: the English document's `_id` is
 * `project-{number}`, its Arabic translation's `project-{number}-ar`, joined by a translation
 * set as the Studio joins them. A document the dataset already holds keeps everything the file
 * has no column for (its pictures, "In the company profile"), and a column the file leaves out
 * changes nothing; a column the file has sets its field, or, left empty, clears it.
 */
import { parse } from "csv-parse/sync";
import { PROJECT_STATUSES } from "../../src/config/categories.ts";
import { en } from "../../src/i18n/en.ts";
import { DOCUMENT_ID } from "../../src/lib/content/document-id.ts";
import { PROJECT_FACTS } from "../../src/lib/content/project-facts.ts";

/** Every column, in the order an export writes them. */
export const REGISTER_COLUMNS = [
  "project_number",
  "category",
  "status",
  "start_year",
  "completion_year",
  "area_m2",
  "region",
  "latitude",
  "longitude",
  "title_en",
  "title_ar",
  "description_en",
  "description_ar",
  "client_en",
  "client_ar",
  "location_en",
  "location_ar",
  "scope_en",
  "scope_ar",
  "value_en",
  "value_ar",
] as const;
export type RegisterColumn = (typeof REGISTER_COLUMNS)[number];

/** The facts the languages share, written once on the original, each from its column. */
export const SHARED_COLUMNS = {
  status: "status",
  start_year: "startYear",
  completion_year: "year",
  area_m2: "area",
  region: "region",
} as const satisfies Partial<Record<RegisterColumn, keyof typeof PROJECT_FACTS>>;

/** The point, a shared fact written in two columns. */
const POINT_FIELD = "coordinates" satisfies keyof typeof PROJECT_FACTS;

/** The texts each language writes, `{stem}_en` and `{stem}_ar`. */
export const TEXT_STEMS = ["title", "description", "client", "location", "scope", "value"] as const;

/** The languages of the register's columns, `_en` and `_ar`. */
export type RegisterLanguage = "en" | "ar";

export const PROJECT_TYPE = "ourProjects";
const METADATA_TYPE = "translation.metadata";
const ID_PREFIX = "project-";

export type SanityDocument = Record<string, unknown> & { _id: string; _type: string };

/** A cell that has something in it, by its column; a column the file has not, absent. */
export type RowCells = Partial<Record<RegisterColumn, string>>;

export interface RegisterRow {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  readonly row: number;
  readonly cells: RowCells;
}

export interface ReadRegister {
  readonly columns: readonly RegisterColumn[];
  readonly rows: readonly RegisterRow[];
  /** Rows that could not be read as rows (a cell too many or too few), by number. */
  readonly unreadable: readonly { readonly row: number; readonly reason: string }[];
}

/** A file the import cannot read at all: its message says what to do. */
export class RegisterFileError extends Error {
  override name = "RegisterFileError";
}

/**
 * Reads a register file: UTF-8, a byte-order mark tolerated (Excel's "CSV UTF-8" writes one),
 * cells quoted as CSV quotes them, with commas, quotes and line breaks inside.
 */
export function readRegister(bytes: Uint8Array): ReadRegister {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new RegisterFileError(
      'is not UTF-8 text: in Excel, save it as "CSV UTF-8 (Comma delimited)"; in LibreOffice, as "Text CSV" with the character set "Unicode (UTF-8)".',
    );
  }
  if (text.trim() === "") {
    throw new RegisterFileError(`is empty: its first row names the columns (${REGISTER_COLUMNS.join(",")}).`);
  }
  let records: string[][];
  try {
    records = parse(text, { relax_column_count: true, skip_empty_lines: true }) as string[][];
  } catch (error) {
    throw new RegisterFileError(`is not CSV: ${error instanceof Error ? error.message : String(error)}.`);
  }
  const [header = [], ...body] = records;
  const columns = header.map((name) => name.trim());
  const unknown = columns.filter((name) => !(REGISTER_COLUMNS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new RegisterFileError(
      `has column(s) the register does not know: ${unknown.map((name) => JSON.stringify(name)).join(", ")}. The columns are: ${REGISTER_COLUMNS.join(", ")}.`,
    );
  }
  const twice = columns.filter((name, index) => columns.indexOf(name) !== index);
  if (twice.length > 0)
    throw new RegisterFileError(`names a column twice: ${[...new Set(twice)].join(", ")}.`);
  if (!columns.includes("project_number")) {
    throw new RegisterFileError("has no project_number column: each row is found by its project number.");
  }
  const known = columns as RegisterColumn[];
  const rows: RegisterRow[] = [];
  const unreadable: { row: number; reason: string }[] = [];
  body.forEach((record, index) => {
    const row = index + 2;
    if (record.every((cell) => cell.trim() === "")) return;
    if (record.length !== known.length) {
      unreadable.push({
        row,
        reason: `has ${record.length} cells where the header has ${known.length}: a cell with a comma or a line break must be in quotes`,
      });
      return;
    }
    const cells: RowCells = {};
    known.forEach((column, at) => {
      cells[column] = (record[at] ?? "").trim();
    });
    rows.push({ row, cells });
  });
  return { columns: known, rows, unreadable };
}

const EASTERN_DIGITS = /[٠-٩۰-۹]/g;
/** A number as a spreadsheet may write it: Arabic-Indic digits, thousands separated. */
function numberOf(cell: string): number | string {
  const western = cell
    .replace(EASTERN_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) % 16))
    .replaceAll("٫", ".")
    .replace(/[,٬\s](?=\d{3}(?:\D|$))/g, "");
  const value = Number(western);
  // What is not a number stays text, for the Studio's rule to refuse with its own words.
  return western !== "" && Number.isFinite(value) ? value : cell;
}

/** A status as stored, or as the site shows it in English. */
function statusOf(cell: string): string {
  const wanted = cell.toLowerCase();
  return (
    PROJECT_STATUSES.find(
      (status) =>
        status.toLowerCase() === wanted || en.project.facts.statuses[status].toLowerCase() === wanted,
    ) ?? cell
  );
}

/** A filled cell's value as its field stores it; undefined for an empty cell. */
function sharedValue(column: keyof typeof SHARED_COLUMNS, cell: string): unknown {
  if (cell === "") return undefined;
  if (column === "status") return statusOf(cell);
  if (column === "region") return cell.toUpperCase();
  return numberOf(cell);
}

/** The document id a project number gives: `project-{number}`, or an id the dataset holds already. */
export function projectIdOf(number: string, existing: ReadonlyMap<string, SanityDocument>): string {
  return existing.get(number)?._type === PROJECT_TYPE ? number : `${ID_PREFIX}${number}`;
}

/** A project document's number in the register: its id without `project-`. */
export const projectNumberOf = (id: string): string =>
  id.startsWith(ID_PREFIX) ? id.slice(ID_PREFIX.length) : id;

/** Why a project number cannot name a document, or undefined. */
export function projectNumberProblem(number: string): string | undefined {
  if (number === "") return "it has no project number";
  if (!DOCUMENT_ID.test(`${ID_PREFIX}${number}`) || number.includes(".")) {
    return `its project number ${JSON.stringify(number)} is not letters, digits, "-" and "_" alone (a document's id is made of it): write, say, ${JSON.stringify(number.replace(/[^A-Za-z0-9_-]+/g, "-"))}`;
  }
  return undefined;
}

/** The fields of a language's document the file governs, by field, with the column each came from. */
export interface GovernedField {
  readonly column: string;
  readonly value: unknown;
}

/** Which columns of the file speak for the document in `language`, the original or not. */
export function governedFields(
  columns: readonly RegisterColumn[],
  cells: RowCells,
  language: RegisterLanguage,
  original: boolean,
): Map<string, GovernedField> {
  const fields = new Map<string, GovernedField>();
  const has = (column: RegisterColumn) => columns.includes(column);
  for (const stem of TEXT_STEMS) {
    const column = `${stem}_${language}` as RegisterColumn;
    if (has(column)) fields.set(stem, { column, value: cells[column] || undefined });
  }
  if (has("category")) fields.set("category", { column: "category", value: cells.category || undefined });
  if (!original) return fields;
  for (const [column, field] of Object.entries(SHARED_COLUMNS) as [keyof typeof SHARED_COLUMNS, string][]) {
    if (has(column)) fields.set(field, { column, value: sharedValue(column, cells[column] ?? "") });
  }
  if (has("latitude") || has("longitude")) {
    const [lat, lng] = [cells.latitude ?? "", cells.longitude ?? ""];
    fields.set(POINT_FIELD, {
      column: "latitude, longitude",
      value:
        lat === "" && lng === ""
          ? undefined
          : {
              _type: "geopoint",
              lat: lat === "" ? undefined : numberOf(lat),
              lng: lng === "" ? undefined : numberOf(lng),
            },
    });
  }
  return fields;
}

/** A document with the governed fields set, or removed where their cells are empty. */
export function withFields(
  document: SanityDocument,
  fields: ReadonlyMap<string, GovernedField>,
): SanityDocument {
  const cleared = [...fields].filter(([, { value }]) => value === undefined).map(([field]) => field);
  const set = [...fields]
    .filter(([, { value }]) => value !== undefined)
    .map(([field, { value }]) => [field, value]);
  return { ...without(document, cleared), ...Object.fromEntries(set) } as SanityDocument;
}

/** The document without those fields. */
export const without = (document: SanityDocument, fields: readonly string[]): SanityDocument =>
  Object.fromEntries(Object.entries(document).filter(([field]) => !fields.includes(field))) as SanityDocument;

/** The translation set that names `id`, if the dataset holds one. */
export function metadataOf(id: string, documents: Iterable<SanityDocument>): SanityDocument | undefined {
  for (const document of documents) {
    if (document._type !== METADATA_TYPE) continue;
    const entries = (document["translations"] ?? []) as { value?: { _ref?: string } }[];
    if (entries.some((entry) => entry.value?._ref === id)) return document;
  }
  return undefined;
}

const translationEntry = (language: string, id: string) => ({
  _key: language,
  _type: "internationalizedArrayReferenceValue",
  language,
  value: { _type: "reference", _ref: id, _weak: true },
});

/** The id of the set's document in `language`, if it names one. */
export function translationIdOf(metadata: SanityDocument | undefined, language: string): string | undefined {
  const entries = (metadata?.["translations"] ?? []) as { language?: string; value?: { _ref?: string } }[];
  return entries.find((entry) => entry.language === language)?.value?._ref;
}

/** The set joining `originalId` and `translationId`, the dataset's own where it has one. */
export function translationSet(
  existing: SanityDocument | undefined,
  originalId: string,
  translationId: string,
): SanityDocument {
  const set = existing ?? {
    _id: `translations-${originalId}`,
    _type: METADATA_TYPE,
    schemaTypes: [PROJECT_TYPE],
    translations: [translationEntry("en", originalId)],
  };
  const entries = (set["translations"] ?? []) as { language?: string }[];
  return entries.some((entry) => entry.language === "ar")
    ? set
    : { ...set, translations: [...entries, translationEntry("ar", translationId)] };
}

/** Two documents alike but for what Sanity writes itself. */
export function sameDocument(a: SanityDocument | undefined, b: SanityDocument | undefined): boolean {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (typeof value !== "object" || value === null) return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !["_rev", "_updatedAt", "_createdAt"].includes(key))
        .sort(([x], [y]) => x.localeCompare(y))
        .map(([key, inner]) => [key, canonical(inner)]),
    );
  };
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** Quotes a cell where CSV needs it: a comma, a quote, a line break, or space at its ends. */
const csvCell = (value: string) =>
  /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/** The rows as CSV, with a byte-order mark so that Excel reads it as UTF-8. */
export function registerCsv(rows: readonly RowCells[]): string {
  const lines = [REGISTER_COLUMNS, ...rows.map((row) => REGISTER_COLUMNS.map((column) => row[column] ?? ""))];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

const text = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value) : "";

/**
 * The register of a dataset's published projects: one row per original (English, or Arabic
 * written first), with its translation's texts beside it, in the order of their ids.
 */
export function registerRows(documents: readonly SanityDocument[]): RowCells[] {
  const byId = new Map(documents.map((document) => [document._id, document]));
  const projects = documents.filter(
    (document) => document._type === PROJECT_TYPE && !document._id.includes("."),
  );
  const translations = new Set<string>();
  for (const project of projects) {
    const metadata = metadataOf(project._id, documents);
    const original = translationIdOf(metadata, "en");
    const arabic = translationIdOf(metadata, "ar");
    if (original !== undefined && arabic === project._id && byId.has(original)) translations.add(project._id);
  }
  return projects
    .filter((project) => !translations.has(project._id))
    .sort((a, b) => a._id.localeCompare(b._id))
    .map((project) => {
      const language: RegisterLanguage = project["language"] === "ar" ? "ar" : "en";
      const arabicId =
        language === "en" ? translationIdOf(metadataOf(project._id, documents), "ar") : undefined;
      const arabic = arabicId === undefined ? undefined : byId.get(arabicId);
      const cells: RowCells = {
        project_number: projectNumberOf(project._id),
        category: text(project["category"]),
      };
      for (const [column, field] of Object.entries(SHARED_COLUMNS)) {
        cells[column as RegisterColumn] = text(project[field]);
      }
      const point = project[POINT_FIELD] as { lat?: unknown; lng?: unknown } | undefined;
      cells.latitude = text(point?.lat);
      cells.longitude = text(point?.lng);
      for (const stem of TEXT_STEMS) {
        cells[`${stem}_${language}` as RegisterColumn] = text(project[stem]);
        if (arabic !== undefined) cells[`${stem}_ar` as RegisterColumn] = text(arabic[stem]);
      }
      return cells;
    });
}
