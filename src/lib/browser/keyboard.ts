/**
 * Keys a page listens for anywhere, written as `KeyboardEvent.key`, after `Control+`, `Meta+`
 * or `Alt+` where one is needed: "ArrowLeft", "/", "Control+k". A key pressed into a field, or
 * inside a dialog, is the field's or the dialog's, never the page's; and a key listed without
 * a modifier never matches with one held, so the page cannot take a browser's own shortcut.
 * Small on purpose: `client:interaction` carries it inline in every page.
 */

type KeyPress = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "target">;

/** Whether the key pressed is `shortcut`, and is the page's; letters match in either case. */
export function matchesShortcut(event: KeyPress, shortcut: string): boolean {
  const key = shortcut.slice(shortcut.lastIndexOf("+") + 1) || "+";
  return (
    event.key.toLowerCase() === key.toLowerCase() &&
    event.ctrlKey === shortcut.startsWith("Control+") &&
    event.metaKey === shortcut.startsWith("Meta+") &&
    event.altKey === shortcut.startsWith("Alt+") &&
    !inFieldOrDialog(event.target)
  );
}

export const matchesAnyShortcut = (event: KeyPress, shortcuts: readonly string[]) =>
  shortcuts.some((shortcut) => matchesShortcut(event, shortcut));

/** A field the visitor types into, or a dialog over the page: where keys are not the page's. */
export const inFieldOrDialog = (target: EventTarget | null): boolean =>
  (target as Partial<Element> | null)?.closest?.("input,textarea,select,[contenteditable],dialog") != null;
