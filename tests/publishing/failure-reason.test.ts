/**
 * A failed build's reason as the world-readable build record carries it: one line that says why,
 * and nothing of the host (paths, accounts, ARNs, names, query strings, keys).
 */
import { describe, expect, it } from "vitest";
import { explainFailure, redact } from "../../publishing/failure-reason";

const ASTRO_CONTENT_FAILURE = `
00:32:39 [build] directory: /srv/arkan/releases/.20261129T003239123Z.staging/
00:32:42 [build] Rearranging server assets...

 generating static routes
Content query "siteSettings" failed against Sanity project "abc123", dataset "production" at https://abc123.api.sanity.io: HTTP 500: Internal Server Error
  Stack trace:
    at file:///srv/arkan/app/.astro/builds/build-F7sRCD/.astro/.prerender/chunks/classifications_BkB9p0Z7.mjs:836:21
  Caused by:
  fetch failed
`;

const ASTRO_COMPONENT_FAILURE = `
00:40:01 [build] Building static entrypoints...
 generating static routes
Cannot read properties of undefined (reading 'title')
  Location:
    /srv/arkan/app/src/components/projects/ProjectCard.astro:12:30
  Stack trace:
    at /srv/arkan/app/.astro/builds/build-x/chunks/ProjectCard.mjs:12:30
`;

const S3_ACCESS_DENIED =
  'AccessDenied: User: arn:aws:iam::123456789012:user/ci-deployer is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::arkan-site/index.html" because no identity-based policy allows the s3:PutObject action';

describe("explainFailure: the line that says why", () => {
  it.each<[string, unknown, string]>([
    [
      "a content query answered 500",
      ASTRO_CONTENT_FAILURE,
      "The content service did not answer: query `siteSettings` got 500",
    ],
    [
      "a content query that timed out",
      'Content query "ourProjects" failed against Sanity project "abc123", dataset "production" at http://10.0.3.4:8080: The operation was aborted due to timeout',
      "The content service did not answer: query `ourProjects` timed out",
    ],
    [
      "a content service that refused the connection",
      'Content query "careers" failed against Sanity project "abc123", dataset "production" at http://127.0.0.1:39715: fetch failed: connect ECONNREFUSED 127.0.0.1:39715',
      "The content service did not answer: query `careers` could not connect (ECONNREFUSED)",
    ],
    [
      "an answer that is not a list",
      'Content query "team" failed against the embedded sample dataset: the answer is not a list of results',
      "The content service did not answer: query `team` failed: the answer is not a list of results",
    ],
    [
      "an Astro error, by its first line",
      ASTRO_COMPONENT_FAILURE,
      "Astro: Cannot read properties of undefined (reading 'title')",
    ],
    [
      "Astro's own error line",
      '12:00:01 [ERROR] [vite] Could not resolve "./Missing.astro" from "/home/ci/app/src/pages/index.astro"',
      'Astro: Could not resolve "./Missing.astro" from "…/index.astro"',
    ],
    [
      "S3's refusal, from our deploy",
      "Deploy failed: S3 refused the upload: AccessDenied",
      "S3 refused the upload: AccessDenied",
    ],
    ["S3's refusal, as the SDK throws it", S3_ACCESS_DENIED, "AWS refused the request: AccessDenied"],
    [
      "a CloudFront SDK error",
      "NoSuchDistribution: The specified distribution does not exist: E2QWRUHAPOMQZL",
      "AWS refused the request: NoSuchDistribution",
    ],
    [
      "an AWS SDK error object",
      Object.assign(new Error("The specified bucket does not exist"), { name: "NoSuchBucket" }),
      "AWS refused the request: NoSuchBucket",
    ],
    [
      "a full disk",
      "Error: ENOSPC: no space left on device, write '/srv/arkan/releases/20261129T003239123Z/index.html'",
      "The build host refused a file: ENOSPC (the disk is full)",
    ],
    [
      "a file-system error among Astro's",
      "00:45:21   ├─ /careers/x/index.html00:45:21 [ERROR] Error: ENOTDIR: not a directory, mkdtemp '/tmp/not-a-dir/company-profile-XXXXXX'",
      "The build host refused a file: ENOTDIR (a path is not a folder)",
    ],
    [
      "a folder it may not write",
      "EACCES: permission denied, mkdtemp '/tmp/company-profile-XXXXXX'",
      "The build host refused a file: EACCES (permission denied)",
    ],
    [
      "the build's own refusal, in its words",
      "Build refused: the new build has no project pages. If the site really has no projects now, build with ALLOW_CONTENT_DROP=1.\ndist/ was left as it was.",
      "the new build has no project pages. If the site really has no projects now, build with ALLOW_CONTENT_DROP=1.",
    ],
    [
      "the deploy's own refusal, after npm's banner",
      "> construction-site@0.1.0 deploy:s3\n> node publishing/s3/deploy-s3.ts\n\nDeploy failed: s3://arkan-site holds 3 objects (a, b, c) and no manifest of this site",
      "s3://[bucket] holds 3 objects (a, b, c) and no manifest of this site",
    ],
    [
      "a deploy that waited for another's lock, without the other's host",
      "Deploy failed: another deploy holds this bucket: ci-runner-7 (process 4242) since 2026-11-29T02:00:00.000Z. Waited 600 s.",
      "Another deploy held the bucket, and this one stopped waiting for it",
    ],
    ["something unknown: its first line", "Something odd\nand more", "Something odd"],
    ["something unknown after npm's banner", "> site@1.0.0 build\nSomething odd", "Something odd"],
    ["nothing at all", "", "The build stopped without saying why."],
  ])("%s", (_, output, reason) => {
    expect(explainFailure(output)).toBe(reason);
  });

  it("is one line however long the output", () => {
    expect(explainFailure(ASTRO_CONTENT_FAILURE)).not.toContain("\n");
  });
});

describe("redact: nothing of the host", () => {
  it.each<[string, string, string]>([
    [
      "a host path keeps only its file's name",
      "link check: cannot read /srv/arkan/releases/20261129T003239123Z/ourProjects/x/index.html",
      "link check: cannot read …/index.html",
    ],
    ["a Windows path", String.raw`cannot open C:\builds\arkan\dist\index.html`, "cannot open …/index.html"],
    ["a file URL", "at file:///home/ci/work/app/src/x.ts:3:1", "at …/x.ts:3:1"],
    [
      "an ARN and an account id",
      "User: arn:aws:iam::123456789012:user/ci is not authorized; account 123456789012",
      "User: [arn] is not authorized; account [account]",
    ],
    ["a bucket URL", "could not list s3://arkan-site-prod/_deploy/", "could not list s3://[bucket]/_deploy/"],
    [
      "a query string",
      "GET https://abc123.api.sanity.io/v1/data/query?query=*&token=abc answered 500",
      "GET https://abc123.api.sanity.io/v1/data/query answered 500",
    ],
    [
      "credentials in a URL",
      "fetch https://user:hunter2@example.com/x failed",
      "fetch https://example.com/x failed",
    ],
    [
      "an AWS access key id",
      "InvalidAccessKeyId: AKIAIOSFODNN7EXAMPLE does not exist",
      "InvalidAccessKeyId: [key] does not exist",
    ],
    ["a secret key", "secret wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY leaked", "secret [key] leaked"],
    [
      "a Sanity token",
      "token skA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0U1v2W3x4Y5z6 refused",
      "token [key] refused",
    ],
    ["a key as a parameter", "signature=t=1,v1=abc123 refused", "signature=[key] refused"],
    ["a bearer token", "Authorization: Bearer abc.def.ghi", "Authorization: Bearer [key]"],
    ["a distribution id", "invalidating E2QWRUHAPOMQZL failed", "invalidating [distribution] failed"],
    ["an internal address", "connect ECONNREFUSED 10.0.3.4:443", "connect ECONNREFUSED [address]"],
  ])("%s", (_, line, redacted) => {
    expect(redact(line)).toBe(redacted);
  });

  it("takes out the names it is given wherever they appear", () => {
    expect(redact("NoSuchBucket: arkan-site-prod does not exist", ["arkan-site-prod", undefined])).toBe(
      "NoSuchBucket: [hidden] does not exist",
    );
  });

  it.each([
    "the new build has no project pages",
    "Content query failed: ECONNREFUSED",
    "project-al-noor-hotel-2026 has no title",
    "3 broken links: http://localhost:4321/ourProjects/gone (404, on http://localhost:4321/index.html)",
    "Caught error rendering /ar/404: no title",
    "/ar/ourProjects/project-x has no picture",
  ])("leaves words and site addresses as they are: %s", (line) => {
    expect(redact(line)).toBe(line);
  });
});
