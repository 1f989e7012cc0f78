import { ICONS, type IconName } from "./icons.ts";

interface Props {
  name: IconName;
  className?: string;
}

/**
 * One of the site's icons (icons.ts). Decorative, so hidden from screen readers: what it
 * stands for is the text or the label of the link or button it sits in. Astro pages render it
 * at build time, with no JavaScript.
 */
export function Icon({ name, className = "size-5" }: Props) {
  const icon: { d: string; stroke?: number; evenOdd?: true } = ICONS[name];
  const paint =
    icon.stroke === undefined
      ? { fill: "currentColor" }
      : { fill: "none", stroke: "currentColor", strokeWidth: icon.stroke };
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" {...paint}>
      <path d={icon.d} {...(icon.evenOdd ? { fillRule: "evenodd" } : {})} />
    </svg>
  );
}
