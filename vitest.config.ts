/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config";

// Astro's own Vite configuration, so tests compile .tsx and ?raw imports exactly as the build does.
export default getViteConfig({
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    environment: "node",
  },
});
