/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config";

// Astro's own Vite configuration, so tests compile .tsx and ?raw imports exactly as the build does.
export default getViteConfig({
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    environment: "node",
    // Type-level tests (*.test-d.ts) are checked by tsc within the same run, so a broken type
    // fails `vitest run` like a failing assertion.
    typecheck: { enabled: true, include: ["tests/**/*.test-d.ts"] },
  },
});
