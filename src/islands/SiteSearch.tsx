import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { SEARCH_SHORTCUTS } from "#src/config/search.ts";
import { READY_EVENT } from "#src/integrations/client-directives/reach.ts";
import { matchesAnyShortcut } from "#src/lib/browser/keyboard.ts";
import { Icon } from "#src/components/ui/Icon.tsx";

interface Props {
  /** The button's name in the page's language. */
  label: string;
  /** The projects list in the page's language, suggested when nothing is found. */
  listPath: string;
}

const loadDialog = () => import("./SearchDialog.tsx");
const SearchDialog = lazy(loadDialog);

/**
 * The header's search button (docs/search.md). It hydrates when the visitor first reaches for
 * it or presses a shortcut (`client:interaction={SEARCH_SHORTCUTS}`), then fetches the
 * dialog's code at once; the dialog fetches the index when it opens. Until then the page
 * carries no byte of search code.
 */
export default function SiteSearch({ label, listPath }: Props) {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const show = () => {
    setEverOpened(true);
    setOpen(true);
  };

  useEffect(() => {
    void loadDialog();
    const onKey = (event: KeyboardEvent) => {
      if (!matchesAnyShortcut(event, SEARCH_SHORTCUTS)) return;
      event.preventDefault();
      show();
    };
    window.addEventListener("keydown", onKey);
    button.current?.dispatchEvent(new Event(READY_EVENT, { bubbles: true }));
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="flex size-10 items-center justify-center gap-2 rounded-md text-sm font-semibold text-white/85 transition-colors hover:bg-white/10 hover:text-white sm:size-12 xl:w-auto xl:px-3"
        aria-keyshortcuts={SEARCH_SHORTCUTS.join(" ")}
        onClick={show}
      >
        <Icon name="search" className="size-6 shrink-0" />
        <span className="sr-only xl:not-sr-only">{label}</span>
      </button>
      {everOpened && (
        <Suspense fallback={null}>
          <SearchDialog
            listPath={listPath}
            open={open}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
