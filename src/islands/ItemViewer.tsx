import { useEffect, useState } from "react";
import { Icon } from "#src/components/ui/Icon.tsx";
import { arrowIcon } from "#src/components/ui/icons.ts";
import { ContentImage } from "#src/components/ui/ContentImage.tsx";
import { ExpandableText } from "#src/components/ui/ExpandableText.tsx";
import {
  VIEWER_DESCRIPTION_LIMIT,
  VIEWER_TITLE_LIMIT,
  VIEWER_VALUE_LIMIT,
} from "#src/config/display-limits.ts";
import { IMAGE_FRAMES } from "#src/config/image-sizes.ts";
import { foreignText } from "#src/lib/content/translations.ts";
import { format, localDigits } from "#src/i18n/format.ts";
import type { ItemViewerWords } from "#src/i18n/island-words.ts";
import {
  canGoBack,
  nextIndex,
  parseViewerItems,
  previousIndex,
  type MoreItems,
  type ViewerItem,
} from "#src/lib/item-viewer.ts";
import { truncate } from "#src/lib/truncate.ts";

interface Props {
  /** Unique on the page: the section's ids derive from it. */
  id: string;
  /** The items, or the first of them when `more` names where the rest are. */
  items: readonly ViewerItem[];
  more?: MoreItems | undefined;
  /** The section's heading. */
  title: string;
  /** Hide the large decorative 'PROJECTS' behind the heading. */
  hideDecorativeText?: boolean;
  /** On hover, show the item's overlay image (a certificate's classification) with its caption. */
  showClassificationOverlay?: boolean;
  words: ItemViewerWords;
}

/** Shows one item at a time (image, title, description, value) with Previous and Next. */
export default function ItemViewer({
  id,
  items,
  more,
  title,
  hideDecorativeText = false,
  showClassificationOverlay = false,
  words,
}: Props) {
  const [index, setIndex] = useState(0);
  const [fetched, setFetched] = useState<readonly ViewerItem[] | "failed">();
  // A step to an item still on its way, taken when it arrives.
  const [wanted, setWanted] = useState<number>();
  const moreHref = more?.href;

  useEffect(() => {
    if (moreHref === undefined) return;
    const controller = new AbortController();
    fetch(moreHref, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((body: unknown) => setFetched(parseViewerItems(body) ?? "failed"))
      .catch(() => {
        if (!controller.signal.aborted) setFetched("failed");
      });
    return () => controller.abort();
  }, [moreHref]);

  const list = Array.isArray(fetched) ? fetched : items;
  const count = more !== undefined && fetched === undefined ? more.total : list.length;
  if (wanted !== undefined && fetched !== undefined) {
    setWanted(undefined);
    if (wanted < list.length) setIndex(wanted);
  }
  const go = (target: number) => (target < list.length ? setIndex(target) : setWanted(target));

  const headingId = `${id}-heading`;
  const item = list[index] ?? list[0];
  if (!item) return null;

  const overlay = showClassificationOverlay ? item.overlayImage : undefined;

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby={headingId}
      className="container-site overflow-x-clip py-20 lg:py-28"
    >
      <div className="relative">
        {!hideDecorativeText && (
          <span
            aria-hidden="true"
            className="text-outline display pointer-events-none absolute -top-10 start-0 text-[5.5rem] whitespace-nowrap select-none sm:-top-14 sm:text-[9rem] lg:text-[11rem]"
          >
            {words.outline}
          </span>
        )}
        <h2 id={headingId} className="display relative text-4xl sm:text-6xl">
          {title}
        </h2>
      </div>

      <div className="mt-12 grid items-center gap-8 lg:grid-cols-[1.35fr_1fr] lg:gap-14">
        <figure className="group relative overflow-hidden rounded-lg bg-stone">
          <ContentImage
            key={item.id}
            image={item.image}
            alt={item.title}
            fallbackAlt={words.imageMissing}
            sizes="(min-width: 1024px) 55vw, 100vw"
            // A certificate is shown whole; a photograph fills the frame.
            className={`${IMAGE_FRAMES.landscape.frameClass} w-full motion-safe:animate-fade-in ${
              item.shownWhole ? "object-contain p-4 sm:p-6" : "object-cover"
            }`}
          />
          {overlay && (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-ink/85 p-6 opacity-0 transition-opacity duration-300 group-hover:opacity-100">
              <ContentImage
                image={overlay}
                alt={format(words.classificationAlt, { title: item.title })}
                fallbackAlt={words.imageMissing}
                sizes="(min-width: 1024px) 40vw, 80vw"
                className="max-h-[80%] w-auto rounded object-contain"
              />
              <p className="text-sm font-bold tracking-[0.25em] text-brand uppercase">
                {words.classification}
              </p>
            </div>
          )}
        </figure>

        <div>
          <p className="text-sm font-bold tracking-[0.2em] text-muted" aria-hidden="true">
            {localDigits(
              `${String(index + 1).padStart(2, "0")} / ${String(count).padStart(2, "0")}`,
              words.numerals,
            )}
          </p>
          <div
            aria-live="polite"
            aria-busy={wanted !== undefined}
            key={item.id}
            className="motion-safe:animate-fade-in"
          >
            <h3
              {...foreignText(item.lang)}
              className="mt-4 text-2xl font-bold text-balance sm:text-3xl"
              title={item.title}
            >
              {truncate(item.title, VIEWER_TITLE_LIMIT)}
            </h3>
            {/* Keyed by the item above, so the next item's description starts folded. */}
            <ExpandableText
              id={`${id}-description`}
              text={item.description ?? ""}
              textLang={item.lang}
              limit={VIEWER_DESCRIPTION_LIMIT}
              labels={[words.readMore, words.readLess]}
              className="mt-4 text-lg leading-relaxed whitespace-pre-line text-muted"
              buttonClassName="mt-2 text-ink"
            />
            {item.value && (
              <p className="mt-6 w-fit rounded-md bg-ink px-4 py-2 font-bold text-white">
                {format(words.value, { value: truncate(item.value, VIEWER_VALUE_LIMIT) })}
              </p>
            )}
          </div>
          <div className="mt-10 flex gap-3">
            <button
              type="button"
              onClick={() => go(previousIndex(index))}
              disabled={!canGoBack(index)}
              className="grid size-14 place-items-center rounded-full border-2 border-ink text-ink transition-colors hover:bg-ink hover:text-white disabled:cursor-not-allowed disabled:border-ink/20 disabled:text-ink/30 disabled:hover:bg-transparent"
            >
              <Icon name={arrowIcon("back", words.dir)} className="size-6" />
              <span className="sr-only">{words.previous}</span>
            </button>
            <button
              type="button"
              onClick={() => go(nextIndex(index, count))}
              className="grid size-14 place-items-center rounded-full border-2 border-ink bg-ink text-white transition-colors hover:border-brand hover:bg-brand hover:text-ink"
            >
              <Icon name={arrowIcon("forward", words.dir)} className="size-6" />
              <span className="sr-only">{words.next}</span>
            </button>
          </div>
          {fetched === "failed" && (
            <p role="status" className="mt-4 text-muted">
              {words.restMissing}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
