import { describe, expect, it } from "vitest";
import { vercelStegaCombine } from "@vercel/stega";
import { emailAddress, httpsUrl, linkedInHref, mailtoHref } from "#src/lib/links.ts";

describe("emailAddress", () => {
  it.each<[string | undefined, string | undefined]>([
    ["info@arkan-contracting.com", "info@arkan-contracting.com"],
    ["  s.haddad@example.co.uk ", "s.haddad@example.co.uk"],
    ["o'brien+jobs@example.com", "o'brien+jobs@example.com"],
    [undefined, undefined],
    ["", undefined],
    ["   ", undefined],
    ["not-an-address", undefined],
    ["a@b", undefined],
    ["a@@b.com", undefined],
    [".a@b.com", undefined],
    ["a..b@c.com", undefined],
    ["a@-b.com", undefined],
    ["a b@c.com", undefined],
    // Header injection through mailto: query, fragment, percent-escapes, line breaks.
    ["a@b.com?cc=everyone@corp.com", undefined],
    ["x?bcc=spy@evil.example", undefined],
    ["x&bcc=spy@evil.example", undefined],
    ["x#y@evil.example", undefined],
    ["x%0Abcc:spy@evil.example", undefined],
    ["x@evil.example\r\nBcc: spy@evil.example", undefined],
    ["x@evil.example\nBcc: spy@evil.example", undefined],
    ["javascript:alert(1)//@x.com", undefined],
    ['"><script>alert(1)</script>@x.com', undefined],
    [`${"a".repeat(250)}@example.com`, undefined],
    ["ايميل@example.com", undefined],
  ])("%j gives %j", (value, expected) => {
    expect(emailAddress(value)).toBe(expected);
  });
});

describe("mailtoHref", () => {
  it.each<[string | undefined, string | undefined, string | undefined]>([
    ["info@arkan-contracting.com", undefined, "mailto:info@arkan-contracting.com"],
    ["  info@arkan-contracting.com ", undefined, "mailto:info@arkan-contracting.com"],
    [
      "hr@example.co.uk",
      "Application for HR Officer",
      "mailto:hr@example.co.uk?subject=Application%20for%20HR%20Officer",
    ],
    ["a@b.com", "Site Engineer & Foreman?", "mailto:a@b.com?subject=Site%20Engineer%20%26%20Foreman%3F"],
    [
      "a@b.com",
      "Engineer\r\nBcc: spy@evil.example",
      "mailto:a@b.com?subject=Engineer%0D%0ABcc%3A%20spy%40evil.example",
    ],
    ["a@b.com", "#1 Foreman &body=x", "mailto:a@b.com?subject=%231%20Foreman%20%26body%3Dx"],
    [
      "a@b.com",
      "مهندس موقع 👷",
      "mailto:a@b.com?subject=%D9%85%D9%87%D9%86%D8%AF%D8%B3%20%D9%85%D9%88%D9%82%D8%B9%20%F0%9F%91%B7",
    ],
    ["a@b.com", "", "mailto:a@b.com"],
    [
      "a@b.com",
      vercelStegaCombine("Application for Foreman", { origin: "sanity.io", href: "/intent/edit" }),
      "mailto:a@b.com?subject=Application%20for%20Foreman",
    ],
    [undefined, undefined, undefined],
    ["x?bcc=spy@evil.example", undefined, undefined],
    ["not-an-address", "Application for X", undefined],
  ])("%j with subject %j gives %j", (email, subject, expected) => {
    expect(mailtoHref(email, subject)).toBe(expected);
  });
});

describe("httpsUrl", () => {
  it.each<[string | undefined, string | undefined]>([
    [
      "https://cdn.sanity.io/images/abc/production/x.jpg",
      "https://cdn.sanity.io/images/abc/production/x.jpg",
    ],
    [" https://example.com/a ", "https://example.com/a"],
    ["HTTPS://EXAMPLE.COM/a", "https://example.com/a"],
    ["http://example.com/a", undefined],
    ["//example.com/a", undefined],
    ["/relative/path", undefined],
    ["example.com", undefined],
    ["javascript:alert(1)", undefined],
    ["JavaScript:alert(1)", undefined],
    [" javascript:alert(1)", undefined],
    ["java\tscript:alert(1)", undefined],
    ["java\nscript:alert(1)", undefined],
    ["https://exa\tmple.com", undefined],
    ["https://example.com/\u0000", undefined],
    ["\u0001https://example.com", undefined],
    ["data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==", undefined],
    ["data:image/svg+xml,<svg onload=alert(1)>", undefined],
    ["vbscript:msgbox(1)", undefined],
    ["file:///etc/passwd", undefined],
    ["https://user:pass@example.com", undefined],
    ["https://", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("%j gives %j", (value, expected) => {
    expect(httpsUrl(value)?.href).toBe(expected);
  });
});

describe("linkedInHref", () => {
  it.each<[string | undefined, string | undefined]>([
    ["https://www.linkedin.com/in/sara-haddad", "https://www.linkedin.com/in/sara-haddad"],
    ["https://linkedin.com/in/sara", "https://linkedin.com/in/sara"],
    [" https://uk.linkedin.com/in/sara ", "https://uk.linkedin.com/in/sara"],
    ["https://www.LinkedIn.com/in/sara", "https://www.linkedin.com/in/sara"],
    ["http://www.linkedin.com/in/sara", undefined],
    ["https://linkedin.com.evil.example/in/sara", undefined],
    ["https://evil-linkedin.com/in/sara", undefined],
    ["https://evil.example/?https://www.linkedin.com", undefined],
    ["https://user:pass@www.linkedin.com/in/sara", undefined],
    ["//www.linkedin.com/in/sara", undefined],
    ["javascript:alert(1)", undefined],
    ["javascript://www.linkedin.com/%0Aalert(1)", undefined],
    ["data:text/html,<a href=https://www.linkedin.com>", undefined],
    ["vbscript:msgbox(1)", undefined],
    ["\tjavascript:alert(1)", undefined],
    ["https://www.linked\nin.com/in/sara", undefined],
    ["www.linkedin.com/in/sara", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("%j gives %j", (url, expected) => {
    expect(linkedInHref(url)).toBe(expected);
  });
});
