import { useState } from "react";
import { ContentImage } from "#src/components/ui/ContentImage.tsx";
import type { ServiceItem } from "#src/lib/content/documents/our-services.ts";
import { foreignText } from "#src/lib/content/translations.ts";
import { IMAGE_FRAMES } from "#src/config/image-sizes.ts";

interface Props {
  services: readonly ServiceItem[];
  /** The list's name for assistive technology, and the placeholder graphic's text. */
  words: { readonly list: string; readonly imageMissing: string };
}

/** The service titles as buttons; the selected one (the first, to begin with) shows its images and description. */
export default function ServiceSelector({ services, words }: Props) {
  const [selectedId, setSelectedId] = useState(services[0]?.id);
  const selected = services.find((service) => service.id === selectedId) ?? services[0];
  if (!selected) return null;

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,22rem)_1fr] lg:gap-16">
      <ul className="flex flex-col gap-1 border-s border-white/15" aria-label={words.list}>
        {services.map((service) => {
          const isSelected = service.id === selected.id;
          return (
            <li key={service.id}>
              <button
                type="button"
                {...foreignText(service.lang)}
                aria-pressed={isSelected}
                onClick={() => setSelectedId(service.id)}
                className={`-ms-px w-full border-s-4 py-3 ps-6 text-start text-xl font-bold transition-colors sm:text-2xl ${
                  isSelected
                    ? "border-brand text-white"
                    : "border-transparent text-white/45 hover:text-white/80"
                }`}
              >
                {service.title}
              </button>
            </li>
          );
        })}
      </ul>

      <div className="grid gap-5 md:grid-cols-[1fr_1.6fr]" aria-live="polite">
        <div key={selected.id} className="flex flex-col gap-5 motion-safe:animate-fade-in">
          <ContentImage
            image={selected.image1}
            alt={selected.title}
            fallbackAlt={words.imageMissing}
            sizes="(min-width: 1024px) 25vw, (min-width: 768px) 40vw, 100vw"
            className={`${IMAGE_FRAMES.landscape.frameClass} w-full rounded-lg object-cover`}
          />
          <div className="rounded-lg bg-white p-6 text-ink shadow-xl">
            <h3 {...foreignText(selected.lang)} className="text-xl font-bold">
              {selected.title}
            </h3>
            {selected.description && (
              <p {...foreignText(selected.lang)} className="mt-3 leading-relaxed text-muted">
                {selected.description}
              </p>
            )}
          </div>
        </div>
        <div className="hidden md:block">
          <ContentImage
            key={selected.id}
            image={selected.image2}
            alt=""
            fallbackAlt={words.imageMissing}
            sizes="(min-width: 1024px) 40vw, 60vw"
            className="size-full min-h-80 rounded-lg object-cover motion-safe:animate-fade-in"
          />
        </div>
      </div>
    </div>
  );
}
