// html-validate over the built site (npm run test:html).
export default {
  extends: ["html-validate:standard"],
  rules: {
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
