/** Where things are in the repository, for every script, bench and test that runs from it. */
import { join, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "..");
/** The public site's output; a draft preview build may never replace it. */
export const PUBLIC_OUT_DIR = join(ROOT, "dist");
/** The draft preview server's build (npm run preview:server). */
export const PREVIEW_SERVER_OUT_DIR = join(ROOT, "dist-preview-server");
/** A local .env, which fills in what the real environment leaves unset. */
export const ENV_FILE = join(ROOT, ".env");
/** The embedded sample dataset (a Sanity export) and its images. */
export const SAMPLE_DATASET_FILE = join(ROOT, "sample-data/production.ndjson");
export const SAMPLE_IMAGES_DIR = join(ROOT, "sample-data/images");
/** Where the benches write their reports. */
export const REPORTS_DIR = join(ROOT, "reports");
