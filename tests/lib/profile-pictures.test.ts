import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchPicture } from "#src/lib/profile/pictures.ts";

/** The resolver's answers, counted: a host named `*.invalid` does not resolve. */
const asked = vi.hoisted(() => ({ hosts: [] as string[] }));
vi.mock("node:dns/promises", async (original) => {
  const dns = await original<typeof import("node:dns/promises")>();
  return {
    ...dns,
    lookup: async (hostname: string) => {
      asked.hosts.push(hostname);
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (hostname.endsWith(".invalid")) {
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
      }
      return dns.lookup(hostname);
    },
  };
});

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

afterEach(() => {
  asked.hosts = [];
  vi.restoreAllMocks();
});

describe("a profile's pictures from the content service's CDN", () => {
  it("asks the resolver once for pictures fetched together, and names each one a host that does not resolve leaves out", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const titles = ["Al Noor Hotel", "Wadi Link", "Business Gate", "City Arena"];
    const found = await Promise.all(
      titles.map((title, index) => fetchPicture(`https://cdn.example.invalid/images/${index}.jpg`, title)),
    );
    expect(found).toEqual([undefined, undefined, undefined, undefined]);
    expect(asked.hosts).toEqual(["cdn.example.invalid"]);
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual(
      titles.map(
        (title) =>
          `[profile] picture of "${title}" left out of the company profile: getaddrinfo ENOTFOUND cdn.example.invalid`,
      ),
    );
    // Forgotten once answered: a later build in the same process asks again.
    await fetchPicture("https://cdn.example.invalid/images/late.jpg", "Late");
    expect(asked.hosts).toEqual(["cdn.example.invalid", "cdn.example.invalid"]);
  });

  it("fetches a picture from a host that resolves, an IPv6 address among them", async () => {
    const server = createServer((_, response) => response.end(PNG));
    await new Promise<void>((resolve) => server.listen(0, "::1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      expect(await fetchPicture(`http://[::1]:${port}/a.png`, "A logo")).toEqual(PNG);
      expect(asked.hosts).toEqual(["::1"]);
    } finally {
      server.close();
    }
  });
});
