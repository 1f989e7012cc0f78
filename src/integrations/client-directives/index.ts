/**
 * This project's client directives:
 * - `client:interaction` (./interaction.ts): hydrate an island when the visitor first points
 *   at, focuses or clicks it, or presses one of the keys it is given anywhere on the page,
 *   and play it the keys pressed meanwhile;
 * - `client:settled` (./settled.ts): hydrate once the page has loaded and the browser is
 *   idle, or when the visitor first reaches for it, if that comes sooner;
 * - `client:gesture` (./gesture.ts): hydrate when the visitor first reaches for it, and play
 *   it the wheel and drag made meanwhile;
 * - `client:seen` (./seen.ts): hydrate once the page is shown and the island is near the
 *   viewport (Astro's `client:visible`, which would hydrate in a page rendered ahead).
 * None hydrates an island of a page the browser renders ahead before the visitor opens it.
 */
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

declare module "astro" {
  interface AstroClientDirectives {
    /** Or the keys ("ArrowLeft", "Control+k") that, pressed anywhere on the page, reach for the island too. */
    "client:interaction"?: boolean | readonly string[];
    "client:settled"?: boolean;
    "client:gesture"?: boolean;
    /** The margin around the viewport within which the island hydrates (IntersectionObserver's). */
    "client:seen"?: boolean | { rootMargin?: string };
  }
}

const entrypoint = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export function clientDirectives(): AstroIntegration {
  return {
    name: "client-directives",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: "interaction", entrypoint: entrypoint("./interaction.ts") });
        addClientDirective({ name: "settled", entrypoint: entrypoint("./settled.ts") });
        addClientDirective({ name: "gesture", entrypoint: entrypoint("./gesture.ts") });
        addClientDirective({ name: "seen", entrypoint: entrypoint("./seen.ts") });
      },
    },
  };
}
