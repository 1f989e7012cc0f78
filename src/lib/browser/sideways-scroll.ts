/**
 * A bar that scrolls sideways (the projects' category bar), in either reading direction. Its
 * `scrollLeft` runs from 0 to `max` in a left-to-right page, and from 0 to `-max` in a
 * right-to-left one, where it starts at the right (every current engine; CSSOM View).
 */

/**
 * How near an end counts as at it. Where the bar's content is a fraction of a pixel wide, the
 * browser may stop a pixel short of an end, or report its start as 1 (Chromium does, right to
 * left): the wheel must not be held there, doing nothing, instead of scrolling the page.
 */
const END_SLACK_PX = 1;

/** How far along its reading direction a bar is scrolled: 0 at its start, `max` at its end. */
function scrolledAlong(scrollLeft: number, dir: "ltr" | "rtl"): number {
  return dir === "rtl" ? -scrollLeft : scrollLeft;
}

/**
 * The `scrollLeft` a vertical wheel turn moves the bar to: down moves it toward its end, up
 * toward its start, in its reading direction. Undefined where it is already at that end, so
 * the wheel scrolls the page instead.
 */
export function wheelScrollLeft(
  scrollLeft: number,
  max: number,
  deltaY: number,
  dir: "ltr" | "rtl",
): number | undefined {
  const along = scrolledAlong(scrollLeft, dir);
  const canMove = deltaY > 0 ? along < max - END_SLACK_PX : along > END_SLACK_PX;
  if (!canMove) return undefined;
  return scrollLeft + (dir === "rtl" ? -deltaY : deltaY);
}
