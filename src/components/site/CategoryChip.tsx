interface Props {
  label: string;
  selected: boolean;
  onSelect: () => void;
  className?: string;
}

/** One category of a filter: a toggle button, dark when selected. */
export function CategoryChip({ label, selected, onSelect, className = "" }: Props) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={`rounded-full border text-sm font-semibold whitespace-nowrap transition-colors ${
        selected ? "border-ink bg-ink text-white" : "border-ink/15 bg-white text-ink hover:border-ink"
      } ${className}`}
    >
      {label}
    </button>
  );
}
