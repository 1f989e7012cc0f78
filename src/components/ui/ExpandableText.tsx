import { useState } from "react";
import { foreignText } from "#src/lib/content/translations.ts";
import { fold } from "#src/lib/truncate.ts";

interface Props {
  /** The paragraph's id, which the button controls. */
  id: string;
  text: string;
  /** The text's language where it is not the page's (an untranslated document's). */
  textLang?: string | undefined;
  /** Characters shown folded; a longer text gets the button. */
  limit: number;
  labels: readonly [more: string, less: string];
  className: string;
  buttonClassName: string;
}

/** Shown while the button says the text is folded, or only once it says it is not. */
const WHILE_FOLDED = "group-has-[[aria-expanded=true]]/fold:hidden";
const WHILE_UNFOLDED = "hidden group-has-[[aria-expanded=true]]/fold:inline";

/**
 * A description folded to `limit` characters and '...', with the button that unfolds it (the
 * dictionary's `readMore` or `showMore`). Folded again when it is mounted anew (a viewer's next
 * item).
 *
 * The whole text is in the HTML, and the button's `aria-expanded` alone decides, in CSS, what
 * shows: the fold or the rest, "more" or "less". So a copy rendered at build time, with no
 * React behind it, folds and unfolds too once something flips that attribute: the careers
 * board does for its cards (`flipBuiltFold`).
 */
export function ExpandableText({ id, text, textLang, limit, labels, className, buttonClassName }: Props) {
  const [expanded, setExpanded] = useState(false);
  if (!text) return null;
  const cut = fold(text, limit);
  if (cut === undefined) {
    return (
      <p id={id} {...foreignText(textLang)} className={className}>
        {text}
      </p>
    );
  }
  return (
    <div className="group/fold contents">
      <p id={id} {...foreignText(textLang)} className={className}>
        {cut.head}
        <span className={WHILE_FOLDED}>...</span>
        <span className={WHILE_UNFOLDED}>{cut.tail}</span>
        {cut.editInfo}
      </p>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        data-fold-button=""
        onClick={() => setExpanded((value) => !value)}
        className={`self-start font-semibold underline decoration-brand decoration-2 underline-offset-4 hover:text-brand-text ${buttonClassName}`}
      >
        <span className={WHILE_FOLDED}>{labels[0]}</span>
        <span className={WHILE_UNFOLDED}>{labels[1]}</span>
      </button>
    </div>
  );
}

/**
 * Folds or unfolds the ExpandableText whose button `target` is in, where it was rendered at
 * build time and no React state drives it: for an island that holds such copies, on their click.
 */
export function flipBuiltFold(target: EventTarget | null): void {
  const button = target instanceof Element ? target.closest("[data-fold-button]") : null;
  button?.setAttribute("aria-expanded", String(button.getAttribute("aria-expanded") !== "true"));
}
