import { AnimatePresence, LazyMotion, MotionConfig, domAnimation, m } from "framer-motion";
import { MOBILE_MENU_ITEM_DURATION_S, MOBILE_MENU_STAGGER_S } from "#src/config/motion.ts";
import { isCurrentPath } from "#src/lib/current-path.ts";
import { NAV_ITEMS, type NavKey } from "#src/config/navigation.ts";
import type { LanguageLink } from "#src/i18n/language-links.ts";
import { rootedPath, unrootedPath } from "#src/i18n/root-path.ts";

/** What the menu's links say, by the key of each site page (NAV_ITEMS). */
export type MenuLabels = Readonly<Record<NavKey, string>>;

interface Props {
  id: string;
  /** The dropdown's name for assistive technology. */
  label: string;
  labels: MenuLabels;
  /** What the page's language's paths begin with ("" or "/ar"). */
  root: string;
  switches: readonly LanguageLink[];
  open: boolean;
  /** A link was chosen: the menu closes. */
  onNavigate: () => void;
}

const list = {
  open: { transition: { staggerChildren: MOBILE_MENU_STAGGER_S } },
  closed: {},
};

const item = {
  closed: { opacity: 0, y: -12 },
  open: { opacity: 1, y: 0, transition: { duration: MOBILE_MENU_ITEM_DURATION_S } },
};

/**
 * The mobile menu's dropdown, animated with framer-motion. Its own chunk: MobileMenu loads it
 * when the menu is first about to open, so no page pays for the animation library before then.
 */
export default function MobileMenuPanel({ id, label, labels, root, switches, open, onNavigate }: Props) {
  // Rendered only in the browser, once the menu first opens; the page is wherever the visitor is.
  const currentPath = unrootedPath(root, window.location.pathname);
  const linkClass = "block rounded-md px-4 py-3 text-lg font-semibold";
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <AnimatePresence>
          {open && (
            <m.nav
              key="menu"
              id={id}
              aria-label={label}
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
                {NAV_ITEMS.map((link) => {
                  const current = isCurrentPath(link.path, currentPath);
                  return (
                    <m.li key={link.path} variants={item}>
                      <a
                        href={rootedPath(root, link.path)}
                        aria-current={current ? "page" : undefined}
                        onClick={onNavigate}
                        className={`${linkClass} ${current ? "bg-ink text-white" : "text-ink hover:bg-stone"}`}
                      >
                        {labels[link.key]}
                      </a>
                    </m.li>
                  );
                })}
                {switches.map(({ href, lang, name }) => (
                  <m.li key={lang} variants={item} className="mt-2 border-t border-ink/10 pt-3">
                    <a
                      href={href}
                      lang={lang}
                      hrefLang={lang}
                      className={`${linkClass} text-ink hover:bg-stone`}
                    >
                      {name}
                    </a>
                  </m.li>
                ))}
              </m.ul>
            </m.nav>
          )}
        </AnimatePresence>
      </MotionConfig>
    </LazyMotion>
  );
}
