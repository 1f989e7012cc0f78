/** Whether this build is a draft preview, read from the environment once per build (config.ts). */
import { isPreviewBuild } from "./config";

export const PREVIEW_BUILD = isPreviewBuild(process.env);
