interface Props {
  label: string;
  selected: boolean;
  onSelect: () => void;
  className?: string;
}

/** How a category of a filter looks, as a button here or as a link (the projects list's bar). */
export function categoryChipClass(selected: boolean): string {
  return `rounded-full border text-sm font-semibold whitespace-nowrap transition-colors ${
    selected ? "border-ink bg-ink text-white" : "border-ink/15 bg-white text-ink hover:border-ink"
  }`;
}

/** One category of a filter: a toggle button, dark when selected. */
export function CategoryChip({ label, selected, onSelect, className = "" }: Props) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={`${categoryChipClass(selected)} ${className}`}
    >
      {label}
    </button>
  );
}
