import type { CareerCategory } from "#src/config/categories.ts";
import { labelFor } from "#src/i18n/format.ts";
import { foreignText } from "#src/lib/content/translations.ts";

interface Props {
  position: {
    readonly category?: string | undefined;
    readonly employmentType?: string | undefined;
    /** The position's language where it is not the page's (an untranslated document's). */
    readonly lang?: string | undefined;
  };
  /** The categories' names in the page's language (the dictionary's `careersBoard`). */
  categories: Readonly<Record<CareerCategory, string>>;
}

/** A position's category and employment type, as its card and its own page show them. */
export function PositionTags({ position, categories }: Props) {
  return (
    <div className="flex flex-wrap gap-2 text-xs font-bold tracking-wide uppercase">
      {position.category && (
        <span className="rounded-full bg-ink px-3 py-1 text-white">
          {labelFor(categories, position.category)}
        </span>
      )}
      {position.employmentType && (
        <span {...foreignText(position.lang)} className="rounded-full bg-stone px-3 py-1 text-ink">
          {position.employmentType}
        </span>
      )}
    </div>
  );
}
