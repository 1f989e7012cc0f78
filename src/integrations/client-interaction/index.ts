/**
 * Adds the `client:interaction` directive (./directive.ts): hydrate an island when the visitor
 * first points at, focuses or clicks it.
 */
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

declare module "astro" {
  interface AstroClientDirectives {
    "client:interaction"?: boolean;
  }
}

export function clientInteraction(): AstroIntegration {
  return {
    name: "client-interaction",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "interaction",
          entrypoint: fileURLToPath(new URL("./directive.ts", import.meta.url)),
        });
      },
    },
  };
}
