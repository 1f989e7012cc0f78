import { AnimatePresence, LazyMotion, MotionConfig, domAnimation, m } from "framer-motion";
import { useEffect, useId, useRef, useState } from "react";
import { MOBILE_MENU_ITEM_DURATION_S, MOBILE_MENU_STAGGER_S, type NavItem } from "../config/site";
import { isCurrentPath } from "../lib/navigation";

interface Props {
  items: readonly NavItem[];
  currentPath: string;
}

const list = {
  open: { transition: { staggerChildren: MOBILE_MENU_STAGGER_S } },
  closed: {},
};

const item = {
  closed: { opacity: 0, y: -12 },
  open: { opacity: 1, y: 0, transition: { duration: MOBILE_MENU_ITEM_DURATION_S } },
};

/** The header's menu below the large breakpoint: a toggle and a dropdown of the site's links. */
export default function MobileMenu({ items, currentPath }: Props) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
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

  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <button
          ref={toggle}
          type="button"
          className="grid size-12 place-items-center rounded-md text-white hover:bg-white/10"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => setOpen((value) => !value)}
        >
          <svg
            viewBox="0 0 24 24"
            className="size-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
        <AnimatePresence>
          {open && (
            <m.nav
              key="menu"
              id={menuId}
              aria-label="Main"
              className="absolute inset-x-0 top-full z-40 border-t border-white/10 bg-white shadow-2xl"
              initial={{ opacity: 0 }}
              animate={{ opacity: 1 }}
              exit={{ opacity: 0 }}
            >
              <m.ul
                className="container-site flex flex-col gap-1 py-4"
                variants={list}
                initial="closed"
                animate="open"
              >
                {items.map(({ path, label }) => {
                  const current = isCurrentPath(path, currentPath);
                  return (
                    <m.li key={path} variants={item}>
                      <a
                        href={path}
                        aria-current={current ? "page" : undefined}
                        onClick={() => setOpen(false)}
                        className={`block rounded-md px-4 py-3 text-lg font-semibold ${
                          current ? "bg-ink text-white" : "text-ink hover:bg-stone"
                        }`}
                      >
                        {label}
                      </a>
                    </m.li>
                  );
                })}
              </m.ul>
            </m.nav>
          )}
        </AnimatePresence>
      </MotionConfig>
    </LazyMotion>
  );
}
