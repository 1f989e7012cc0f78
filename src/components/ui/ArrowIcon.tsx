/** The site's arrow, drawn the same by this component and by ArrowIcon.astro. */
const ARROW_PATHS = {
  left: "M19 12H5M11 6l-6 6 6 6",
  right: "M5 12h14M13 6l6 6-6 6",
} as const;

/** Where an arrow leads in the reading order: back (Previous) or forward (Next, Get in Touch). */
export type ArrowPointing = "back" | "forward";

/** The arrow's drawing: back points left in a left-to-right page, right in a right-to-left one. */
export function arrowPath(pointing: ArrowPointing, dir: "ltr" | "rtl"): string {
  const left = (pointing === "back") === (dir === "ltr");
  return ARROW_PATHS[left ? "left" : "right"];
}

interface Props {
  pointing: ArrowPointing;
  /** The page's reading direction. */
  dir: "ltr" | "rtl";
  className?: string;
}

/**
 * The site's arrow, for links and for Previous / Next buttons; decorative, so hidden from
 * screen readers. Astro pages use ArrowIcon.astro, which costs the build no React render.
 */
export function ArrowIcon({ pointing, dir, className = "size-5" }: Props) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d={arrowPath(pointing, dir)} />
    </svg>
  );
}
