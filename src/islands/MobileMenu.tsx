import type { LanguageLink } from "#src/i18n/language-links.ts";
import type { MenuLabels } from "./MobileMenuPanel.tsx";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Icon } from "#src/components/ui/Icon.tsx";

/** The header has one menu per page. */
const MENU_ID = "mobile-menu";

interface Props {
  labels: MenuLabels;
  /** The toggle's two names, and the dropdown's. */
  words: { readonly open: string; readonly close: string; readonly label: string };
  /** What the page's language's paths begin with ("" or "/ar"). */
  root: string;
  /** The same page in the site's other languages. */
  switches: readonly LanguageLink[];
}

const loadPanel = () => import("./MobileMenuPanel.tsx");
const MobileMenuPanel = lazy(loadPanel);

/**
 * The header's menu below the large breakpoint: a toggle and a dropdown of the site's links.
 * It hydrates when the visitor first reaches for the toggle (client:interaction), and then
 * fetches the dropdown and its animation library at once, while the tap is still landing.
 */
export default function MobileMenu({ labels, words, root, switches }: Props) {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  useEffect(() => void loadPanel(), []);

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="grid size-10 place-items-center rounded-md text-white hover:bg-white/10 sm:size-12"
        aria-expanded={open}
        aria-controls={MENU_ID}
        aria-label={open ? words.close : words.open}
        onClick={() => {
          setEverOpened(true);
          setOpen((value) => !value);
        }}
      >
        <Icon name={open ? "close" : "menu"} className="size-7" />
      </button>
      {everOpened && (
        <Suspense fallback={null}>
          <MobileMenuPanel
            id={MENU_ID}
            label={words.label}
            labels={labels}
            root={root}
            switches={switches}
            open={open}
            onNavigate={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
