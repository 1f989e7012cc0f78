import { ARROW_PATHS, type ArrowDirection } from "#src/lib/arrow-path.ts";

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
