/**
 * `studio/schema.json`, from which TypeGen writes the queries' result types, is the Studio's
 * schema as `sanity schema extract --enforce-required-fields` writes it: a field changed in the
 * Studio without `npm run typegen` fails here, not as a type that no longer tells the truth.
 * The CLI takes 23 s to load the Studio for it; the same extraction in this process, 4 ms.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { createSchema, type PluginOptions, type SchemaTypeDefinition } from "sanity";
import { extractSchema } from "@sanity/schema/_internal";
import config from "../../studio/sanity.config.ts";
import { schemaTypes } from "../../studio/schema-types/index.ts";
import { ROOT } from "../../publishing/repository-paths.ts";

/** The types the Studio's plugins add (the translation sets'), as the Studio resolves them. */
function pluginTypes(plugins: readonly PluginOptions[] | undefined): SchemaTypeDefinition[] {
  return (plugins ?? []).flatMap((plugin) => {
    const types = plugin.schema?.types;
    if (types !== undefined && !Array.isArray(types)) {
      throw new Error(`The plugin ${plugin.name} composes its schema types: read them as Sanity does.`);
    }
    return [...((types ?? []) as SchemaTypeDefinition[]), ...pluginTypes(plugin.plugins)];
  });
}

it("studio/schema.json is the Studio's schema, extracted: run `npm run typegen` after changing it", () => {
  const schema = createSchema({ name: "default", types: [...pluginTypes(config.plugins), ...schemaTypes] });
  // sanity and @sanity/schema each hold a copy of @sanity/types: the same Schema, typed twice.
  const studioSchema = schema as unknown as Parameters<typeof extractSchema>[0];
  const extracted = JSON.parse(
    JSON.stringify(extractSchema(studioSchema, { enforceRequiredFields: true })),
  ) as { name: string }[];
  const committed = JSON.parse(readFileSync(join(ROOT, "studio/schema.json"), "utf8")) as { name: string }[];
  // The CLI writes the types in the order it resolves the workspace: the same types, in any order.
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  expect(extracted.map(({ name }) => name).sort()).toEqual(committed.map(({ name }) => name).sort());
  expect(extracted.toSorted(byName)).toEqual(committed.toSorted(byName));
});
