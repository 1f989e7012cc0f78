/**
 * Keys a page listens for anywhere, written as `KeyboardEvent.key` after the modifiers they
 * need: "ArrowLeft", "/", "Control+k". A key pressed into a field, or inside a dialog, is the
 * field's or the dialog's, never the page's; and a key listed without a modifier never matches
 * with one held, so the page cannot take a browser's own shortcut.
 */

type KeyPress = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "target">;

const MODIFIERS = { Control: "ctrlKey", Meta: "metaKey", Alt: "altKey" } as const;

/** Whether the key pressed is `shortcut`, and is the page's; letters match in either case. */
export function matchesShortcut(event: KeyPress, shortcut: string): boolean {
  const [key = "", ...held] = shortcut.split("+").reverse();
  return (
    event.key.toLowerCase() === key.toLowerCase() &&
    held.every((name) => name in MODIFIERS) &&
    Object.entries(MODIFIERS).every(([name, flag]) => event[flag] === held.includes(name)) &&
    !inFieldOrDialog(event.target)
  );
}

export const matchesAnyShortcut = (event: KeyPress, shortcuts: readonly string[]) =>
  shortcuts.some((shortcut) => matchesShortcut(event, shortcut));

/** A field the visitor types into, or a dialog over the page: where keys are not the page's. */
export function inFieldOrDialog(target: EventTarget | null): boolean {
  return (
    typeof Element !== "undefined" &&
    target instanceof Element &&
    target.closest("input, textarea, select, [contenteditable], dialog") !== null
  );
}
