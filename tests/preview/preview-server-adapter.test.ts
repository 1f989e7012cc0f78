/** Which host the preview server is built for, from the environment. */
import { describe, expect, it } from "vitest";
import { previewServerAdapter } from "#src/integrations/preview-server-routes.ts";

describe("previewServerAdapter", () => {
  it.each([
    [{}, "node"],
    [{ NETLIFY: "true" }, "netlify"],
    [{ NETLIFY: "false" }, "node"],
    [{ PREVIEW_SERVER_ADAPTER: "netlify" }, "netlify"],
    [{ PREVIEW_SERVER_ADAPTER: " netlify " }, "netlify"],
    [{ PREVIEW_SERVER_ADAPTER: "node", NETLIFY: "true" }, "node"],
    [{ PREVIEW_SERVER_ADAPTER: "", NETLIFY: "true" }, "netlify"],
  ])("%o: %s", (env, adapter) => {
    expect(previewServerAdapter(env)).toBe(adapter);
  });

  it.each(["vercel", "Node"])("refuses %s, naming the variable and the choices", (value) => {
    expect(() => previewServerAdapter({ PREVIEW_SERVER_ADAPTER: value })).toThrow(
      `PREVIEW_SERVER_ADAPTER is "${value}": it must be one of node, netlify.`,
    );
  });
});
