interface ImportMetaEnv {
  /** On the preview server's pages: whether the server streams saved changes (integrations/preview-server.ts). */
  readonly PREVIEW_CHANGES_STREAM?: boolean;
}

declare namespace App {
  interface Locals {
    /**
     * On the preview server (preview/server/middleware.ts): the perspective the request's
     * draft mode reads in. Unset outside draft mode, where only published content shows.
     */
    previewPerspective?: import("@sanity/client").ClientPerspective;
  }
}
