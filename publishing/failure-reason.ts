/**
 * Why a build or a deploy failed, in one line a reader understands and nothing of the host in
 * it. The build record carrying it (`/build-info.json`) is world-readable and served to any
 * origin, so the line names the cause ("The content service did not answer: query `projects`
 * got 500", "S3 refused the upload: AccessDenied", "Astro: <its error's first line>") and
 * redacts what the raw output holds besides: host paths, AWS account ids and ARNs, bucket and
 * distribution names, query strings and anything shaped like a key.
 *
 * The self-hosted receiver gives it the error it caught; the S3 CI job's failure step, the
 * build's log (docs/deploying.md). Both end in the same line.
 */
import { stripVTControlCharacters } from "node:util";

/** What a file-system error code means to someone reading the record. */
const FILE_SYSTEM_ERRORS: Readonly<Record<string, string>> = {
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is used up",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EROFS: "the file system is read-only",
  EBUSY: "a file is in use",
  EMFILE: "too many open files",
  ENOENT: "a file or folder is missing",
  ENOTDIR: "a path is not a folder",
  EIO: "an input/output error",
};

/** An AWS SDK error line: `<Code>: <message>`, the code an S3 or CloudFront error name. */
const AWS_ERROR =
  /\b(AccessDenied|AllAccessDisabled|NoSuchBucket|NoSuchDistribution|InvalidAccessKeyId|SignatureDoesNotMatch|ExpiredToken|InvalidToken|TooManyInvalidationsInProgress|SlowDown|RequestTimeTooSkewed|PreconditionFailed|CredentialsProviderError|[A-Z]\w+Exception)\b/;

/** The lines that say why, most telling first; each gives the reason's words. */
const CAUSES: readonly ((line: string) => string | undefined)[] = [
  // The content layer's own error (src/lib/content/loaders.ts, ContentQueryError).
  (line) => {
    const match = /Content query "([\w.-]+)" failed against [^:]*?(?: at \S+)?: (.*)$/.exec(line);
    if (match === null) return undefined;
    const [, query, cause = ""] = match;
    return `The content service did not answer: query \`${query}\` ${contentCause(cause)}`;
  },
  // Our deploy's own words (publishing/s3/ordered-upload.ts), already one line; the deploy
  // lock's names the other deploy's host, which the record leaves out.
  (line) => /\b((?:S3|CloudFront) refused [^:]+: \w+)/.exec(line)?.[1],
  (line) =>
    /another deploy holds this bucket/.test(line)
      ? "Another deploy held the bucket, and this one stopped waiting for it"
      : undefined,
  (line) => {
    const code = AWS_ERROR.exec(line)?.[1];
    return code === undefined ? undefined : `AWS refused the request: ${code}`;
  },
  (line) => {
    const code = [...line.matchAll(/\b(E[A-Z]{2,7})\b/g)]
      .map((match) => match[1] ?? "")
      .find((word) => word in FILE_SYSTEM_ERRORS);
    return code === undefined
      ? undefined
      : `The build host refused a file: ${code} (${FILE_SYSTEM_ERRORS[code]})`;
  },
  // Astro's error lines (`[ERROR] [vite] …`).
  (line) => {
    const message = /^(?:\d\d:\d\d:\d\d\s+)?\[ERROR\]\s*(?:\[[\w:-]+\]\s*)?(.+)$/.exec(line)?.[1];
    return message === undefined ? undefined : `Astro: ${message}`;
  },
];

function contentCause(cause: string): string {
  const status = /\bHTTP (\d{3})\b/.exec(cause)?.[1];
  if (status !== undefined) return `got ${status}`;
  if (/timeout|timed out|aborted/i.test(cause)) return "timed out";
  const code = /\b(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|ECONNABORTED)\b/.exec(
    cause,
  )?.[1];
  if (code !== undefined) return `could not connect (${code})`;
  return `failed: ${cause}`;
}

/** Placeholders, so a redacted line still reads as a sentence. */
const REDACTIONS: readonly [RegExp, string | ((match: string, ...groups: string[]) => string)][] = [
  // Credentials in a URL, then its query string and fragment.
  [/\b([a-z][\w+.-]*:\/\/)[^\s/@]+@/gi, "$1"],
  [/\b(https?:\/\/[^\s?#"'`<>]+)[?#][^\s"'`<>)]*/gi, "$1"],
  [/\barn:aws[\w-]*:[^\s"'`,;)]+/g, "[arn]"],
  [/\bs3:\/\/[^\s"'`/]+/g, "s3://[bucket]"],
  [/\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g, "[key]"],
  // Sanity tokens (sk…), bearer tokens, and anything long and random enough to be a key.
  [/\bBearer\s+\S+/gi, "Bearer [key]"],
  [/\b(token|secret|password|signature|key)=\S+/gi, "$1=[key]"],
  [/\b(?:sk[A-Za-z0-9]{40,}|gh[opsu]_[A-Za-z0-9]{30,}|github_pat_\w{30,})\b/g, "[key]"],
  [
    /(?<![\w/+.-])(?=[A-Za-z0-9+/]*\d)(?=[A-Za-z0-9+/]*[A-Za-z])[A-Za-z0-9+/]{24,}={0,2}(?![\w/+.-])/g,
    "[key]",
  ],
  [/\b\d{12}\b/g, "[account]"],
  [/\bE(?=[A-Z0-9]*\d)[A-Z0-9]{11,15}\b/g, "[distribution]"],
  [/\b(?:\d{1,3}\.){3}\d{1,3}(?::\d+)?\b/g, "[address]"],
];

/** Where a path that begins so is the host's, not one of the site's own addresses. */
const HOST_ROOTS =
  /^(?:tmp|srv|home|var|etc|usr|opt|root|run|mnt|media|data|app|apps|builds|work|workspace|github|Users|private|Volumes)$/;

/** Host paths (not a URL's, nor a site address such as /ar/404): the folders go, the file's name stays. */
function redactPaths(line: string): string {
  const urls: string[] = [];
  const held = line.replace(/\b[a-z][\w+.-]*:\/\/[^\s"'`<>)]*/gi, (url) => {
    if (url.toLowerCase().startsWith("file:")) return url;
    urls.push(url);
    return `\uE000${urls.length - 1}\uE000`;
  });
  return held
    .replace(
      /(file:\/\/)?([A-Za-z]:\\|\/)((?:[^\s"'`:;,()\\/]+[\\/])+)/g,
      (path, file, start, folders: string) => {
        const segments = folders.split(/[\\/]/).filter(Boolean);
        const host =
          file !== undefined || start !== "/" || HOST_ROOTS.test(segments[0] ?? "") || segments.length >= 3;
        return host ? "…/" : path;
      },
    )
    .replace(/\uE000(\d+)\uE000/g, (_, index: string) => urls[Number(index)] ?? "");
}

/**
 * What `output` (a build's or deploy's log, or an error's message) says went wrong, as one
 * redacted line. `hide` names values to take out wherever they appear (the bucket, the
 * distribution id), beyond what their shape gives away.
 */
export function explainFailure(output: unknown, hide: readonly (string | undefined)[] = []): string {
  const text =
    output instanceof Error
      ? `${output.name && output.name !== "Error" ? `${output.name}: ` : ""}${output.message}`
      : String(output ?? "");
  const lines = text
    .split(/\r?\n/)
    .map((line) => stripVTControlCharacters(line).trim())
    .filter(Boolean);
  const first = <T>(find: (line: string, index: number) => T | undefined): T | undefined => {
    for (const [index, line] of lines.entries()) {
      const found = find(line, index);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  const reason =
    CAUSES.reduce<string | undefined>((found, cause) => found ?? first(cause), undefined) ??
    // Astro prints an error's message just above its location and stack trace.
    first((line, index) =>
      /^(Location|Stack trace):$/.test(line) && index > 0 ? `Astro: ${lines[index - 1]}` : undefined,
    ) ??
    // The build's and the deploy's own refusals (a guard, the link check, a bucket), in their words.
    first((line) => /^(?:Build refused|Deploy failed): (.+)$/.exec(line)?.[1]) ??
    // npm's banner (`> site@1.0.0 build`) says nothing of why.
    lines.find((line) => !line.startsWith(">")) ??
    "The build stopped without saying why.";
  return redact(reason, hide);
}

/** `line` with host paths, account ids, ARNs, names, query strings and keys taken out. */
export function redact(line: string, hide: readonly (string | undefined)[] = []): string {
  let redacted = line;
  for (const value of hide) {
    if (value !== undefined && value.trim().length >= 3)
      redacted = redacted.replaceAll(value.trim(), "[hidden]");
  }
  for (const [pattern, replacement] of REDACTIONS) {
    redacted = redacted.replace(pattern, replacement as string);
  }
  return redactPaths(redacted).replace(/\s+/g, " ").trim();
}
