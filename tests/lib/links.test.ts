import { describe, expect, it } from "vitest";
import { linkedInHref, mailtoHref } from "../../src/lib/links";

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
    ["a@b.com", "", "mailto:a@b.com"],
    [undefined, undefined, undefined],
    ["", undefined, undefined],
    ["not-an-address", undefined, undefined],
    ["a@b", undefined, undefined],
    ["a@b.com?cc=everyone@corp.com", undefined, undefined],
    ["a b@c.com", undefined, undefined],
    ["javascript:alert(1)//@x.com", undefined, undefined],
  ])("%j with subject %j gives %j", (email, subject, expected) => {
    expect(mailtoHref(email, subject)).toBe(expected);
  });
});

describe("linkedInHref", () => {
  it.each<[string | undefined, string | undefined]>([
    ["https://www.linkedin.com/in/sara-haddad", "https://www.linkedin.com/in/sara-haddad"],
    ["https://linkedin.com/in/sara", "https://linkedin.com/in/sara"],
    [" https://uk.linkedin.com/in/sara ", "https://uk.linkedin.com/in/sara"],
    ["http://www.linkedin.com/in/sara", undefined],
    ["https://linkedin.com.evil.example/in/sara", undefined],
    ["https://evil-linkedin.com/in/sara", undefined],
    ["https://user:pass@www.linkedin.com/in/sara", undefined],
    ["javascript:alert(1)", undefined],
    ["www.linkedin.com/in/sara", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("%j gives %j", (url, expected) => {
    expect(linkedInHref(url)).toBe(expected);
  });
});
