interface Props {
  direction: "left" | "right";
  className?: string;
}

/** The site's arrow, for links and for Previous / Next buttons; decorative, so hidden from screen readers. */
export function ArrowIcon({ direction, className = "size-5" }: Props) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d={direction === "right" ? "M5 12h14M13 6l6 6-6 6" : "M19 12H5M11 6l-6 6 6 6"} />
    </svg>
  );
}
