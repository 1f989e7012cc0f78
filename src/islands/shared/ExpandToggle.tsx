interface Props {
  expanded: boolean;
  /** The id of the text it folds and unfolds. */
  controls: string;
  onToggle: () => void;
  labels: readonly [more: string, less: string];
  className?: string;
}

/** The 'Read more' / 'Show more' button under a folded description. */
export function ExpandToggle({ expanded, controls, onToggle, labels, className = "" }: Props) {
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
      className={`self-start font-semibold underline decoration-brand decoration-2 underline-offset-4 hover:text-brand-text ${className}`}
    >
      {expanded ? labels[1] : labels[0]}
    </button>
  );
}
