import { useEffect, useState } from "react";
import MarqueeModule from "react-fast-marquee";
import { CLIENT_MARQUEE_SPEED } from "#src/config/motion.ts";
import type { ClientLogoItem } from "#src/lib/content/documents/clients.ts";
import { Icon } from "#src/components/ui/Icon.tsx";

// react-fast-marquee ships CommonJS marked __esModule; the client bundle receives the module
// object rather than its default export, so take the component from wherever it is.
const Marquee = (MarqueeModule as unknown as { default?: typeof MarqueeModule }).default ?? MarqueeModule;

interface Props {
  logos: readonly ClientLogoItem[];
  /** The still row's name, and the button's two states. */
  words: { readonly region: string; readonly pause: string; readonly play: string };
  /** The page's reading direction: the logos move the way its lines run, from end to start. */
  dir: "ltr" | "rtl";
}

function Logo({ logo }: { logo: ClientLogoItem }) {
  return (
    <img
      src={logo.image.src}
      alt={logo.alt}
      lang={logo.lang}
      width={logo.image.width}
      height={logo.image.height}
      loading="lazy"
      decoding="async"
      className="h-16 w-[200px] object-contain opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0"
    />
  );
}

/**
 * Every client logo, scrolling at speed 150 and pausing on hover, with a Pause button
 * (WCAG 2.2.2). react-fast-marquee renders nothing on the server and repeats its
 * children to fill the row, so the server sends one plain row of logos (readable without
 * JavaScript, and still under reduced motion); once mounted, the moving copies are hidden
 * from assistive technology and a visually hidden list names each client once.
 */
export default function ClientMarquee({ logos, words, dir }: Props) {
  const [moving, setMoving] = useState(false);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const reduce = matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setMoving(!reduce.matches);
    update();
    reduce.addEventListener("change", update);
    return () => reduce.removeEventListener("change", update);
  }, []);

  return (
    <div>
      {moving ? (
        <>
          <ul className="sr-only">
            {logos.map((logo) => (
              <li key={logo.key} lang={logo.lang}>
                {logo.alt}
              </li>
            ))}
          </ul>
          {/* react-fast-marquee lays its copies out left to right only; a right-to-left page runs
              them the other way. */}
          <div aria-hidden="true" dir="ltr" className="py-2">
            <Marquee
              speed={CLIENT_MARQUEE_SPEED}
              direction={dir === "rtl" ? "right" : "left"}
              pauseOnHover
              play={!paused}
              autoFill
            >
              {logos.map((logo) => (
                <div key={logo.key} className="px-8">
                  <Logo logo={logo} />
                </div>
              ))}
            </Marquee>
          </div>
        </>
      ) : (
        // Same height as the marquee, so hydrating shifts nothing; scrollable by touch, wheel or keyboard.
        <div
          role="region"
          tabIndex={0}
          aria-label={words.region}
          className="overflow-x-auto py-2 [scrollbar-width:none] focus-visible:outline-offset-4"
        >
          <ul className="flex">
            {logos.map((logo) => (
              <li key={logo.key} className="shrink-0 px-8">
                <Logo logo={logo} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {/* Rendered from the start, invisible until the logos move, so its space is already taken. */}
      <button
        type="button"
        aria-pressed={paused}
        onClick={() => setPaused((value) => !value)}
        className={`mx-auto mt-6 flex items-center gap-2 rounded-full border border-ink/20 px-4 py-2 text-sm font-semibold hover:border-ink ${
          moving ? "" : "invisible"
        }`}
      >
        <Icon name={paused ? "play" : "pause"} className="size-4" />
        {paused ? words.play : words.pause}
      </button>
    </div>
  );
}
