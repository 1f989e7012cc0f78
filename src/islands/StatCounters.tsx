import { useEffect, useRef, type RefObject } from "react";
import { useCountUp } from "react-countup";
import { COUNT_UP_DURATION_S } from "#src/config/motion.ts";
import { localDigits } from "#src/i18n/format.ts";
import type { ShownStatistic } from "#src/lib/content/documents/site-settings.ts";

type Figure = Pick<ShownStatistic, "value" | "suffix">;

interface Props {
  /** Each figure with its label in the page's language. */
  statistics: readonly ShownStatistic[];
  /** The page's digits, zero to nine. */
  numerals: string;
}

const format = ({ value, suffix }: Figure, numerals: string) =>
  `${localDigits(String(value), numerals)}${suffix}`;

/**
 * One number. The server renders its final value, so it reads right without JavaScript
 * and under reduced motion. Once hydrated, a number still below the fold is reset to 0
 * and counts up when it scrolls into view; one already on screen is left alone rather
 * than jumping back to 0 in front of the reader.
 */
function Counter({ statistic, numerals }: { statistic: Figure; numerals: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const { start, reset } = useCountUp({
    // react-countup's types predate React 19's nullable refs; it reads the ref only after mount.
    ref: ref as RefObject<HTMLElement>,
    start: 0,
    end: statistic.value,
    suffix: statistic.suffix,
    duration: COUNT_UP_DURATION_S,
    separator: "",
    numerals: [...numerals],
    startOnMount: false,
  });

  useEffect(() => {
    const element = ref.current;
    if (!element || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    reset();
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) {
        observer.disconnect();
        start();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [reset, start]);

  // Left-aligned on its own line, so a narrower number while counting moves nothing else.
  return (
    <span ref={ref} className="tabular-nums">
      {format(statistic, numerals)}
    </span>
  );
}

export default function StatCounters({ statistics, numerals }: Props) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-[repeat(4,minmax(max-content,1fr))]">
      {statistics.map((statistic, index) => (
        // The figures never move among themselves: a render is a page's, once.
        <div key={index} className="flex flex-col border-s-4 border-brand ps-5">
          <dt className="mt-2 text-white/70">{statistic.label}</dt>
          <dd className="display order-first text-6xl whitespace-nowrap sm:text-7xl">
            <Counter statistic={statistic} numerals={numerals} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
