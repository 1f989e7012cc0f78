/**
 * The texts of an item in the item viewer (home page's Some Of Our Projects, the ISO
 * certificates), with the viewer's limits from the site's configuration.
 */
import { defineField, type StringRule } from "sanity";
import {
  VIEWER_DESCRIPTION_LIMIT,
  VIEWER_TITLE_LIMIT,
  VIEWER_VALUE_LIMIT,
} from "../../src/config/display-limits.ts";
import { cutAfter, requiredText } from "./rules.ts";

/** The viewer's warning for a long title. */
export const viewerTitleCut = (rule: StringRule) =>
  cutAfter(rule, VIEWER_TITLE_LIMIT, `the viewer shows the first ${VIEWER_TITLE_LIMIT} and "...".`);

export const viewerTitle = defineField({
  name: "title",
  title: "Title",
  type: "string",
  description: `Shown over the image. Over ${VIEWER_TITLE_LIMIT} characters it is cut with "..." and shown whole only on hover.`,
  validation: (rule) => [requiredText(rule, "a title"), ...viewerTitleCut(rule)],
});

export const viewerDescription = defineField({
  name: "description",
  title: "Description",
  type: "text",
  rows: 5,
  description: `Over ${VIEWER_DESCRIPTION_LIMIT} characters, the viewer shows the first ${VIEWER_DESCRIPTION_LIMIT} with a Read more button.`,
  validation: (rule) =>
    cutAfter(rule, VIEWER_DESCRIPTION_LIMIT, `visitors see the rest only after pressing Read more.`),
});

export const viewerValue = defineField({
  name: "value",
  title: "Value",
  type: "string",
  description: `Shown as "Value: ..." under the description, e.g. "SAR 120 Million". Over ${VIEWER_VALUE_LIMIT} characters it is cut with "...".`,
  validation: (rule) =>
    cutAfter(rule, VIEWER_VALUE_LIMIT, `the viewer shows the first ${VIEWER_VALUE_LIMIT} and "...".`),
});
