/**
 * What an import of a register would do, decided before anything is written: each row's
 * documents, checked by the Studio's own rules (validation/validate-dataset.ts, as
 * `content:validate` checks them). A cell that breaks its rule is left out alone and named;
 * a row is refused only when its project cannot be shown (no project number, a number twice
 * in the file, no title) and then touches nothing.
 */
import type { Problem } from "../validation/problems.ts";
import { validateDataset } from "../validation/validate-dataset.ts";
import {
  governedFields,
  metadataOf,
  PROJECT_TYPE,
  projectIdOf,
  projectNumberProblem,
  REGISTER_COLUMNS,
  sameDocument,
  TEXT_STEMS,
  translationIdOf,
  translationSet,
  withFields,
  without,
  type GovernedField,
  type ReadRegister,
  type RegisterColumn,
  type RegisterLanguage,
  type RowCells,
  type SanityDocument,
} from "./register.ts";

export type RowAction = "created" | "replaced" | "unchanged" | "refused";

export interface RowOutcome {
  readonly row: number;
  readonly number: string;
  readonly action: RowAction;
  /** The documents it creates or replaces; for a refused row, none. */
  readonly ids: readonly string[];
  /** Why a row is refused. */
  readonly reasons: readonly string[];
}

/** A cell left out (an error) or kept with a warning, as the Studio would say it. */
export interface CellNote {
  readonly row: number;
  readonly number: string;
  readonly column: string;
  readonly level: "error" | "warning";
  readonly message: string;
}

export interface ImportPlan {
  readonly outcomes: readonly RowOutcome[];
  readonly notes: readonly CellNote[];
  /** Every document a created or replaced row writes, whole: what `--out` and `--write` write. */
  readonly documents: readonly SanityDocument[];
}

/** One document a row builds: what it was, what the file makes of it, and from which columns. */
interface Built {
  readonly base: SanityDocument;
  document: SanityDocument;
  readonly fields: ReadonlyMap<string, GovernedField>;
  readonly existed: boolean;
}

interface RowPlan {
  readonly row: number;
  readonly number: string;
  readonly built: Built[];
  readonly reasons: string[];
}

const filled = (cells: RowCells, language: RegisterLanguage) =>
  TEXT_STEMS.some((stem) => (cells[`${stem}_${language}` as RegisterColumn] ?? "") !== "");

/** Where a note's column stands in the register, for notes in the order of a row's cells. */
const columnOrder = ({ column }: CellNote) =>
  (REGISTER_COLUMNS as readonly string[]).indexOf(column.split(/[, ]/)[0] ?? column);

/** The field a problem's path starts at: `coordinates` of `coordinates.lat`. */
const fieldOf = (path: string) => path.split(/[.[]/)[0] ?? path;

/** The documents of one row, before their rules are checked; or the reasons it is refused. */
function planRow(
  { row, cells }: ReadRegister["rows"][number],
  columns: readonly RegisterColumn[],
  existing: ReadonlyMap<string, SanityDocument>,
  twice: ReadonlySet<string>,
  notes: CellNote[],
): RowPlan {
  const number = cells.project_number ?? "";
  const refused = (reason: string): RowPlan => ({ row, number, built: [], reasons: [reason] });
  const numberProblem = projectNumberProblem(number);
  if (numberProblem !== undefined) return refused(numberProblem);
  if (twice.has(number)) return refused(`its project number ${number} is on another row of the file too`);

  const originalId = projectIdOf(number, existing);
  const stored = existing.get(originalId);
  if (stored !== undefined && stored._type !== PROJECT_TYPE) {
    return refused(`${originalId} is a ${stored._type} in the dataset, not a project`);
  }
  // A project is English first, unless the dataset or the file has it in Arabic alone.
  const language: RegisterLanguage =
    stored !== undefined
      ? stored["language"] === "ar"
        ? "ar"
        : "en"
      : filled(cells, "en") || !filled(cells, "ar")
        ? "en"
        : "ar";
  const build = (base: SanityDocument, documentLanguage: RegisterLanguage, original: boolean): Built => {
    const fields = governedFields(columns, cells, documentLanguage, original);
    return { base, document: withFields(base, fields), fields, existed: existing.has(base._id) };
  };
  const built = [build(stored ?? { _id: originalId, _type: PROJECT_TYPE, language }, language, true)];

  if (language === "ar") {
    for (const stem of TEXT_STEMS) {
      const column = `${stem}_en`;
      if ((cells[column as RegisterColumn] ?? "") === "") continue;
      notes.push({
        row,
        number,
        column,
        level: "warning",
        message:
          "left out: the project is written in Arabic first, and its English version is added in the Studio (Translations, then English)",
      });
    }
  } else {
    const metadata = metadataOf(originalId, existing.values());
    const translationId = translationIdOf(metadata, "ar") ?? `${originalId}-ar`;
    const translation = existing.get(translationId);
    if (translation !== undefined || filled(cells, "ar")) {
      built.push(
        build(translation ?? { _id: translationId, _type: PROJECT_TYPE, language: "ar" }, "ar", false),
      );
      const set = translationSet(metadata, originalId, translationId);
      built.push({
        base: metadata ?? set,
        document: set,
        fields: new Map(),
        existed: metadata !== undefined,
      });
    }
  }
  if (built[0]?.document["title"] === undefined && built[1]?.document["title"] === undefined) {
    return refused("it has no title in any language");
  }
  return { row, number, built, reasons: [] };
}

/** Each error and warning of the rules at a field the file governs, by document. */
async function governedProblems(plans: readonly RowPlan[], today: string) {
  const documents = plans.flatMap((plan) => plan.built.map((built) => built.document));
  const owner = new Map(
    plans.flatMap((plan) => plan.built.map((built) => [built.document._id, { plan, built }])),
  );
  const found: { plan: RowPlan; built: Built; field: string; problem: Problem }[] = [];
  for (const problem of await validateDataset(documents, today)) {
    const where = owner.get(problem.id);
    if (where === undefined) continue;
    const field = fieldOf(problem.path);
    // A problem elsewhere in a stored document is content:validate's to report, not the file's.
    if (!where.built.fields.has(field) && problem.path !== "(document)") continue;
    found.push({ ...where, field, problem });
  }
  return found;
}

/**
 * Plans an import: `existing` is what the dataset holds now (published documents), or
 * nothing for a first import; `today` is the company's day, for the rules that read it.
 */
export async function planImport(
  register: ReadRegister,
  existing: readonly SanityDocument[],
  today: string,
): Promise<ImportPlan> {
  const stored = new Map(existing.map((document) => [document._id, document]));
  const numbers = register.rows.map(({ cells }) => cells.project_number ?? "");
  const twice = new Set(
    numbers.filter((number, index) => number !== "" && numbers.indexOf(number) !== index),
  );
  const notes: CellNote[] = [];
  const plans = register.rows.map((row) => planRow(row, register.columns, stored, twice, notes));
  const accepted = () => plans.filter((plan) => plan.reasons.length === 0);

  // A cell that breaks its rule is left out: the document keeps what it held before.
  const found = new Map<string, { note: Omit<CellNote, "message">; messages: string[] }>();
  for (const { plan, built, field, problem } of await governedProblems(accepted(), today)) {
    const column = built.fields.get(field)?.column ?? field;
    const named = `${column}${built.document["language"] === "ar" && !column.endsWith("_ar") ? " (Arabic)" : ""}`;
    const key = JSON.stringify([plan.row, named]);
    const note = found.get(key) ?? {
      note: { row: plan.row, number: plan.number, column: named, level: "warning" },
      messages: [],
    };
    if (problem.level === "error") note.note = { ...note.note, level: "error" };
    if (!note.messages.includes(problem.message)) note.messages.push(problem.message);
    found.set(key, note);
    if (problem.level !== "error" || !built.fields.has(field)) continue;
    built.document =
      field in built.base
        ? { ...built.document, [field]: built.base[field] }
        : without(built.document, [field]);
  }
  for (const { note, messages } of found.values()) {
    const message = messages.join("; ");
    notes.push({ ...note, message: note.level === "error" ? `left out: ${message}` : message });
  }
  // What still fails once those cells are left out cannot be shown: the row is refused.
  for (const { plan, field, problem } of await governedProblems(accepted(), today)) {
    if (problem.level === "error") plan.reasons.push(`${field}: ${problem.message}`);
  }

  const outcomes = plans.map((plan): RowOutcome => {
    if (plan.reasons.length > 0) {
      return { row: plan.row, number: plan.number, action: "refused", ids: [], reasons: plan.reasons };
    }
    const changed = plan.built.filter((built) => !built.existed || !sameDocument(built.base, built.document));
    const action: RowAction = !plan.built[0]?.existed
      ? "created"
      : changed.length > 0
        ? "replaced"
        : "unchanged";
    return {
      row: plan.row,
      number: plan.number,
      action,
      ids: changed.map((built) => built.document._id),
      reasons: [],
    };
  });
  const written = new Set(outcomes.flatMap((outcome) => outcome.ids));
  // Sanity writes a document's revision and time of change itself.
  const documents = accepted()
    .flatMap((plan) => plan.built.map((built) => built.document))
    .filter((document) => written.has(document._id))
    .map((document) => without(document, ["_rev", "_updatedAt"]));
  return {
    outcomes,
    notes: notes.sort((a, b) => a.row - b.row || columnOrder(a) - columnOrder(b)),
    documents,
  };
}

/** The counts a dry run ends with. */
export function outcomeCounts(outcomes: readonly RowOutcome[]): Record<RowAction, number> {
  const counts: Record<RowAction, number> = { created: 0, replaced: 0, unchanged: 0, refused: 0 };
  for (const { action } of outcomes) counts[action] += 1;
  return counts;
}
