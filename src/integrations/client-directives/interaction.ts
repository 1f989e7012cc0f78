import type { ClientDirective } from "astro";
import { hydrateOnReach } from "./reach.ts";

/**
 * `client:interaction`: hydrate when the visitor first reaches for the island, so it costs
 * nothing until then; an early click is replayed (see ./reach.ts).
 */
const interaction: ClientDirective = (load, _options, island) => {
  hydrateOnReach(load, island);
};

export default interaction;
