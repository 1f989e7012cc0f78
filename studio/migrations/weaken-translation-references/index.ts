/**
 * Run once, on a dataset whose translations were linked before the Studio made the plugin's
 * references weak (studio/sanity.config.ts): makes every reference of every translation set
 * weak, so no set keeps a translated document from being deleted or unpublished. The site
 * reads a set the same either way. `npm run content:migrate -- weaken-translation-references`
 * shows what it would change; add `--no-dry-run` to change it (docs/studio.md, "Two languages").
 */
import { at, defineMigration, set, unset } from "sanity/migrate";

interface Entry {
  readonly _key: string;
  readonly value?: { readonly _weak?: boolean; readonly _strengthenOnPublish?: unknown };
}

export default defineMigration({
  title: "Make every translation set's references weak",
  documentTypes: ["translation.metadata"],
  filter:
    "count(translations[defined(value._ref) && !(value._weak == true && !defined(value._strengthenOnPublish))]) > 0",
  migrate: {
    document: (document) =>
      ((document["translations"] ?? []) as Entry[])
        .filter(
          ({ value }) =>
            value !== undefined && (value._weak !== true || value._strengthenOnPublish !== undefined),
        )
        .flatMap(({ _key }) => [
          at(["translations", { _key }, "value", "_weak"], set(true)),
          // Unset, the plugin's form would strengthen the reference again once it is published.
          at(["translations", { _key }, "value", "_strengthenOnPublish"], unset()),
        ]),
  },
});
