/** The site's arrow, drawn the same by this component and by ArrowIcon.astro. */
export const ARROW_PATHS = {
  left: "M19 12H5M11 6l-6 6 6 6",
  right: "M5 12h14M13 6l6 6-6 6",
} as const;

export type ArrowDirection = keyof typeof ARROW_PATHS;

interface Props {
  direction: ArrowDirection;
  className?: string;
}

/**
 * The site's arrow, for links and for Previous / Next buttons; decorative, so hidden from
 * screen readers. Astro pages use ArrowIcon.astro, which costs the build no React render.
 */
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
      <path d={ARROW_PATHS[direction]} />
    </svg>
  );
}
