/**
 * A `<dialog>` shown as a modal while `open`, its field focused and selected; a click on its
 * backdrop (the dialog itself, outside its box) closes it. Escape closes it from anywhere in
 * it, also from a search field, where it would first empty the field; and the arrow keys move
 * between the field and the list's links, Enter in the field opening the first.
 */
import { useEffect, useRef } from "react";

export function useModalDialog(open: boolean, onClose: () => void, firstLink: () => string | undefined) {
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (open && !element.open) {
      element.showModal();
      field.current?.focus();
      field.current?.select();
    } else if (!open && element.open) element.close();
  }, [open]);

  // Bound afresh each render, so the keys read the results as they now stand.
  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    const onClick = (event: MouseEvent) => event.target === element && onClose();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onClose();
        return;
      }
      const first = firstLink();
      if (event.key === "Enter" && event.target === field.current && first !== undefined) {
        event.preventDefault();
        window.location.assign(first);
        return;
      }
      const links = [...(list.current?.querySelectorAll("a") ?? [])];
      const at = links.indexOf(document.activeElement as HTMLAnchorElement);
      const step = event.key === "ArrowDown" ? 1 : event.key === "ArrowUp" ? -1 : 0;
      if (step === 0 || links.length === 0) return;
      if (event.target !== field.current && at === -1) return;
      event.preventDefault();
      const next = at + step;
      if (next < 0) field.current?.focus();
      else links[Math.min(next, links.length - 1)]?.focus();
    };
    element.addEventListener("click", onClick);
    element.addEventListener("keydown", onKeyDown);
    return () => {
      element.removeEventListener("click", onClick);
      element.removeEventListener("keydown", onKeyDown);
    };
  });

  /** Focuses the list's link at `index`, once it is there (after showing more). */
  const focusLink = (index: number) => list.current?.querySelectorAll("a")[index]?.focus();

  return { dialog, field, list, focusLink };
}
