/** Field shapes several document types share. */
import { defineField, type ImageRule } from "sanity";
import { recommended } from "./rules.ts";

interface ImageFieldOptions {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  /** Ask for alternative text: the site shows this image as content, not decoration. */
  readonly alt?: string;
  /** What visitors see when the image is missing: a warning, since the site shows a placeholder. */
  readonly whenMissing?: string;
  readonly required?: string;
  /** The form's group (tab) the field is in, on a form that has groups. */
  readonly group?: string;
}

/** An image with hotspot and crop, which the site honours wherever it crops. */
export function imageField({
  name,
  title,
  description,
  alt,
  whenMissing,
  required,
  group,
}: ImageFieldOptions) {
  return defineField({
    name,
    title,
    ...(group === undefined ? {} : { group }),
    type: "image",
    description,
    options: { hotspot: true },
    fields: alt === undefined ? [] : [altTextField(alt)],
    validation: (rule: ImageRule) =>
      required !== undefined
        ? rule.required().error(required)
        : whenMissing === undefined
          ? rule
          : recommended(rule, whenMissing),
  });
}

/**
 * Alternative text, read out by screen readers and shown if the image cannot load. `required`
 * warns when it is empty: for images the site has no other name for.
 */
export function altTextField(description: string, { required = false } = {}) {
  return defineField({
    name: "alt",
    title: "Alternative text",
    type: "string",
    description,
    validation: (rule) =>
      required
        ? recommended(rule, "Add alternative text: screen readers have no other name for this image.")
        : rule,
  });
}

/** A display position: lower numbers first; documents without one come after all that have one. */
export function orderField(what: string) {
  return defineField({
    name: "order",
    title: "Order",
    type: "number",
    description: `Position on the page: lower numbers come first. ${what} without a number are shown after all those with one.`,
  });
}
