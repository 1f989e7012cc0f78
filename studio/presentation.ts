/**
 * The draft preview, from the Studio (docs/preview.md): the Presentation tool frames
 * the preview site with click-to-edit overlays and lists, on each document, the pages that
 * show it; "Open preview" opens the main one in a new tab. Both read the same pages
 * (preview-pages.ts). Without a preview URL the Studio has neither.
 */
import { LaunchIcon } from "@sanity/icons/Launch";
import type { DocumentActionComponent } from "sanity";
import { defineLocations, presentationTool, type DocumentLocationResolvers } from "sanity/presentation";
import { PAGES_BY_TYPE, pagesShowing, shownDocument } from "./preview-pages.ts";

/** Every content type: the pages that show a document, from the fields that decide them. */
const locations: DocumentLocationResolvers = Object.fromEntries(
  Object.keys(PAGES_BY_TYPE).map((type) => [
    type,
    defineLocations({
      select: { id: "_id", title: "title", category: "category" },
      resolve: (document) =>
        document === null
          ? null
          : { locations: pagesShowing(type, shownDocument(String(document.id), document)) },
    }),
  ]),
);

export function previewPresentation(previewUrl: string) {
  return presentationTool({
    title: "Preview",
    previewUrl: { initial: previewUrl },
    resolve: { locations },
  });
}

/** A document action: the main page that shows the document, in the preview, in a new tab. */
export function openPreviewAction(previewUrl: string): DocumentActionComponent {
  const OpenPreview: DocumentActionComponent = ({ id, type, draft, published }) => {
    const [main] = pagesShowing(type, shownDocument(id, draft ?? published));
    if (main === undefined) return null;
    return {
      label: "Open preview",
      title: `Open ${main.title} in the draft preview`,
      icon: LaunchIcon,
      onHandle: () => {
        window.open(new URL(main.href, previewUrl).href, "_blank", "noopener");
      },
    };
  };
  return OpenPreview;
}
