import { useState } from "react";
import { foreignText } from "#src/lib/content/translations.ts";
import { isTruncated, truncate } from "#src/lib/truncate.ts";

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

/**
 * A description folded to `limit` characters, with the button that unfolds it (the
 * dictionary's `readMore` or `showMore`). Folded again when it is mounted anew (a viewer's next item).
 */
export function ExpandableText({ id, text, textLang, limit, labels, className, buttonClassName }: Props) {
  const [expanded, setExpanded] = useState(false);
  if (!text) return null;
  const long = isTruncated(text, limit);
  return (
    <>
      <p id={id} {...foreignText(textLang)} className={className}>
        {expanded || !long ? text : truncate(text, limit)}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
          className={`self-start font-semibold underline decoration-brand decoration-2 underline-offset-4 hover:text-brand-text ${buttonClassName}`}
        >
          {expanded ? labels[1] : labels[0]}
        </button>
      )}
    </>
  );
}
