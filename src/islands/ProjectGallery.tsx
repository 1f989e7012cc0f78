import { useEffect, useRef, useState } from "react";
import { Icon } from "#src/components/ui/Icon.tsx";
import { arrowIcon } from "#src/components/ui/icons.ts";
import { ContentImage } from "#src/components/ui/ContentImage.tsx";
import type { GalleryImage } from "#src/lib/content/documents/our-projects.ts";
import { format, localDigits } from "#src/i18n/format.ts";
import type { GalleryWords } from "#src/i18n/island-words.ts";
import { arrowKeyStep, galleryMoves, galleryNext, galleryPrevious } from "#src/lib/gallery.ts";
import { SEARCH_IGNORED } from "#src/lib/search/index-attributes.ts";
import { inFieldOrDialog } from "#src/lib/browser/keyboard.ts";
import { READY_EVENT } from "#src/integrations/client-directives/reach.ts";
import { IMAGE_FRAMES } from "#src/config/image-sizes.ts";

interface Props {
  title: string;
  images: readonly GalleryImage[];
  words: GalleryWords;
}

/**
 * A project's images one at a time, with buttons and the left/right arrow keys, wrapping at
 * both ends; forward is the page's reading direction. Its page hydrates it when the visitor
 * reaches for it or presses one of its keys (`client:interaction={galleryKeys(count)}`); the keys
 * pressed before it listens are played to it once it says it does (READY_EVENT).
 */
export default function ProjectGallery({ title, images, words }: Props) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!galleryMoves(count)) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      // Keys pressed into the search field, or in its dialog, are theirs.
      if (inFieldOrDialog(event.target)) return;
      const step = arrowKeyStep(event.key, words.dir);
      if (step === 1) setIndex((current) => galleryNext(current, count));
      else if (step === -1) setIndex((current) => galleryPrevious(current, count));
    };
    window.addEventListener("keydown", onKey);
    ref.current?.dispatchEvent(new Event(READY_EVENT, { bubbles: true }));
    return () => window.removeEventListener("keydown", onKey);
  }, [count, words.dir]);

  const button =
    "absolute top-1/2 grid size-12 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-ink shadow-lg transition-colors hover:bg-brand sm:size-14";

  return (
    <section
      ref={ref}
      {...SEARCH_IGNORED}
      aria-roledescription="carousel"
      aria-label={format(words.gallery, { title })}
      className="mt-10"
    >
      <p className="text-sm font-semibold text-muted">{format(words.images, { n: count }, words.numerals)}</p>
      <div className="relative mt-4 overflow-hidden rounded-lg bg-stone">
        <ContentImage
          key={index}
          image={images[index]}
          alt={
            count === 0
              ? ""
              : (images[index]?.alt ?? format(words.imageAlt, { title, n: index + 1, count }, words.numerals))
          }
          fallbackAlt={words.imageMissing}
          className={`${IMAGE_FRAMES.gallery.frameClass} w-full object-cover motion-safe:animate-fade-in`}
          loading="eager"
          fetchPriority="high"
        />
        {galleryMoves(count) && (
          <>
            <button
              type="button"
              className={`${button} start-3 sm:start-5`}
              onClick={() => setIndex(galleryPrevious(index, count))}
            >
              <Icon name={arrowIcon("back", words.dir)} className="size-6" />
              <span className="sr-only">{words.previousImage}</span>
            </button>
            <button
              type="button"
              className={`${button} end-3 sm:end-5`}
              onClick={() => setIndex(galleryNext(index, count))}
            >
              <Icon name={arrowIcon("forward", words.dir)} className="size-6" />
              <span className="sr-only">{words.nextImage}</span>
            </button>
            <p
              className="absolute end-4 bottom-4 rounded-full bg-ink/80 px-3 py-1 text-sm font-semibold text-white"
              aria-live="polite"
            >
              {localDigits(`${index + 1} / ${count}`, words.numerals)}
            </p>
          </>
        )}
      </div>
    </section>
  );
}
