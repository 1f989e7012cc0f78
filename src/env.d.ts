interface ImportMetaEnv {
  /** On the preview server's pages: whether the server streams saved changes (integrations/preview-server.ts). */
  readonly PREVIEW_CHANGES_STREAM?: boolean;
}

declare namespace App {
  interface Locals {
    /**
     * On the preview server (preview/server/preview-middleware.ts): the perspective the request's
     * draft mode reads in. Unset outside draft mode, where only published content shows.
     */
    previewPerspective?: import("@sanity/client").ClientPerspective;
    /** What the page's frame shows of the content, read on the first call (src/middleware.ts). */
    frame: () => Promise<import("#src/lib/routes/site-frame.ts").SiteFrame>;
  }
}

// Prerendering (WICG nav-speculation), which TypeScript's DOM types do not hold yet.
interface Document {
  /** Whether the browser is rendering the page ahead, before the visitor opens it. */
  readonly prerendering?: boolean;
}

interface DocumentEventMap {
  /** The page rendered ahead is now shown: `prerendering` has become false. */
  prerenderingchange: Event;
}

// The Network Information API's one field the site reads, which TypeScript's DOM types lack.
interface Navigator {
  /** `saveData`: the visitor asked to save data (the `Save-Data` header's setting). */
  readonly connection?: { readonly saveData?: boolean };
}

// The sample's images, where the build reads their bytes (integrations/sample-cdn.ts).
declare module "virtual:sample-images" {
  /** The sample CDN's address prefix and the folder it serves, in sample mode; null otherwise. */
  export const SAMPLE_IMAGES: { readonly prefix: string; readonly dir: string } | null;
}
