import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "#src/security/content-security-policy.ts";
import { heroVideo } from "#src/config/environment.ts";

describe("heroVideo", () => {
  it.each<[string, Record<string, string>, string, string]>([
    ["nothing set: the sample videos", {}, "/media/hero.mp4", "/media/hero-small.mp4"],
    [
      "blank values count as unset",
      { PUBLIC_HERO_VIDEO_URL: " ", PUBLIC_HERO_VIDEO_SMALL_URL: "" },
      "/media/hero.mp4",
      "/media/hero-small.mp4",
    ],
    [
      "the company's video and its small cut",
      {
        PUBLIC_HERO_VIDEO_URL: "https://cdn.example.com/hero.mp4",
        PUBLIC_HERO_VIDEO_SMALL_URL: "https://cdn.example.com/hero-640.mp4",
      },
      "https://cdn.example.com/hero.mp4",
      "https://cdn.example.com/hero-640.mp4",
    ],
    [
      "the company's video without a small cut plays on phones too, not the sample's",
      { PUBLIC_HERO_VIDEO_URL: "https://cdn.example.com/hero.mp4" },
      "https://cdn.example.com/hero.mp4",
      "https://cdn.example.com/hero.mp4",
    ],
  ])("%s", (_, env, url, smallScreenUrl) => {
    expect(heroVideo(env)).toEqual({ url, smallScreenUrl });
  });

  it("lets the policy's media-src load both, from wherever they are", () => {
    const policy = contentSecurityPolicy({
      imageBaseUrl: "/sample-cdn",
      heroVideoUrls: Object.values(
        heroVideo({
          PUBLIC_HERO_VIDEO_URL: "https://cdn.example.com/hero.mp4",
          PUBLIC_HERO_VIDEO_SMALL_URL: "https://media.example.net/hero-640.mp4",
        }),
      ),
    });
    expect(policy.directives).toContain("media-src 'self' https://cdn.example.com https://media.example.net");
  });
});
