/**
 * The draft preview, from the Studio (docs/preview.md): the Presentation tool frames
 * the preview site with click-to-edit overlays and lists, on each document, the pages that
 * show it; "Open preview" opens the main one in a new tab. Both read the same pages
 * (preview-pages.ts). Without a preview URL the Studio has neither.
 *
 * The preview server shows drafts only in draft mode, which both open with a short-lived
 * secret the Studio writes into the dataset (@sanity/preview-url-secret); a static preview
 * build shows drafts to whoever reaches it, and is opened as it is.
 */
import { LaunchIcon } from "@sanity/icons/Launch";
import { createPreviewSecret } from "@sanity/preview-url-secret/create-secret";
import { useToast } from "@sanity/ui/toast";
import { useClient, useCurrentUser, type DocumentActionComponent } from "sanity";
import { useEffect, useState } from "react";
import { map } from "rxjs";
import { presentationTool, type DocumentLocationResolver } from "sanity/presentation";
import { DRAFT_MODE_ROUTES } from "../src/config/preview.ts";
import { DEFAULT_LOCALE } from "../src/i18n/locales.ts";
import { STUDIO_API_VERSION } from "./sanity-project.ts";
import { publishedId } from "../src/lib/content/document-id.ts";
import {
  draftModeUrl,
  isShownType,
  pagesShowing,
  SHOWN_DOCUMENT_QUERY,
  shownDocument,
} from "./preview-pages.ts";

/** The preview the Studio opens: its address, and whether it is a static build (project.ts). */
export interface PreviewSite {
  readonly url: string;
  readonly static: boolean;
}

/**
 * Every content type: the pages that show a document, in its language and, for an English
 * document not yet translated, in the languages that show it in their translation's place;
 * from the fields that decide them and its translation metadata, kept up to date as they change.
 */
const locations: DocumentLocationResolver = ({ id, type }, { documentStore }) => {
  if (!isShownType(type)) return null;
  const published = publishedId(id);
  return documentStore
    .listenQuery(SHOWN_DOCUMENT_QUERY, { id: published }, { tag: "preview-locations" })
    .pipe(
      map((fields: Record<string, unknown> | null) =>
        fields === null ? null : { locations: pagesShowing(type, shownDocument(published, fields)) },
      ),
    );
};

export function previewPresentation(preview: PreviewSite) {
  return presentationTool({
    title: "Preview",
    previewUrl: {
      initial: preview.url,
      ...(preview.static ? {} : { previewMode: { enable: DRAFT_MODE_ROUTES.enable } }),
    },
    resolve: { locations },
  });
}

/** A document action: the main page that shows the document, in the preview, in a new tab. */
export function openPreviewAction(preview: PreviewSite): DocumentActionComponent {
  const OpenPreview: DocumentActionComponent = ({ id, type, draft, published }) => {
    const client = useClient({ apiVersion: STUDIO_API_VERSION });
    const user = useCurrentUser();
    const toast = useToast();
    const fields = draft ?? published;
    // A translation's page is at its English document's address: read from its metadata.
    const translated = typeof fields?.["language"] === "string" && fields["language"] !== DEFAULT_LOCALE.code;
    const [metadata, setMetadata] = useState<Record<string, unknown> | null>();
    useEffect(() => {
      if (!translated) return undefined;
      let current = true;
      client.fetch<Record<string, unknown> | null>(SHOWN_DOCUMENT_QUERY, { id: publishedId(id) }).then(
        (result) => current && setMetadata(result),
        () => current && setMetadata(null),
      );
      return () => {
        current = false;
      };
    }, [client, id, translated]);
    if (translated && metadata === undefined) return null;
    const [main] = pagesShowing(
      type,
      shownDocument(id, translated ? { ...fields, translations: metadata?.["translations"] } : fields),
    );
    if (main === undefined) return null;
    const page = new URL(main.href, preview.url).href;
    return {
      label: "Open preview",
      title: `Open ${main.title} in the draft preview`,
      icon: LaunchIcon,
      onHandle: () => {
        if (preview.static) {
          window.open(page, "_blank", "noopener");
          return;
        }
        // Opened now, while the click still counts as the editor's; addressed once the secret is written.
        const tab = window.open("", "_blank");
        if (tab === null) return;
        tab.opener = null;
        createPreviewSecret(client, "arkan-open-preview", window.location.origin, user?.id).then(
          ({ secret }) => tab.location.replace(draftModeUrl(preview.url, main.href, secret)),
          (error: unknown) => {
            tab.close();
            toast.push({
              status: "error",
              title: "The preview could not be opened",
              description: String(error),
            });
          },
        );
      },
    };
  };
  return OpenPreview;
}
