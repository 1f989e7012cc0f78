// html-validate over the built site (npm run test:html): the standard's rules and its
// accessibility rules (an image's alternative, a link's text, a control's label, a landmark's
// name, the order of headings) on every page, as the content makes it.
export default {
  extends: ["html-validate:standard", "html-validate:a11y"],
  rules: {
    // The home hero's background video plays muted by itself, as the specification asks, with a
    // visible pause control beside it (WCAG 2.2.2: e2e/home.spec.ts).
    "no-autoplay": "off",
    // The client logos that stay still scroll sideways in a box a keyboard can reach: a region
    // by role (role="region", tabindex="0", its name), the pattern axe asks of a scrolling box,
    // where a <section> taking focus is what eslint's jsx-a11y rules forbid.
    "prefer-native-element": ["error", { exclude: ["region"] }],
    // One h1 per page and no skipped heading levels.
    "heading-level": ["error", { allowMultipleH1: false }],
  },
  elements: [
    "html5",
    {
      // Astro writes its island bootstrap as <style>astro-island{display:contents}</style> just
      // before the first island, inside <body>. Browsers apply it everywhere; accepting it as
      // flow content is the one exception made here.
      style: { flow: true },
    },
  ],
};
