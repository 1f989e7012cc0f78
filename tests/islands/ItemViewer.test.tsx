// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { itemViewerWords } from "#src/i18n/island-words.ts";
import ItemViewer from "#src/islands/ItemViewer.tsx";
import type { ViewerItem } from "#src/lib/item-viewer.ts";

const image = (name: string) => ({ src: `/img/${name}.jpg`, width: 1200, height: 800 });
const LONG_TITLE = "Regional Airport Terminal 2 Expansion and Airside Apron Works";
const LONG_DESCRIPTION = `${"Steel roof lifted in one operation. ".repeat(8)}The end.`;
const LONG_VALUE = "SAR 1,200,000,000 including airside works, apron and fuel hydrant network";

const ITEMS: ViewerItem[] = [
  { id: "one", title: LONG_TITLE, description: LONG_DESCRIPTION, image: image("one"), value: LONG_VALUE },
  {
    id: "two",
    title: "City Sports Arena",
    description: "Short.",
    image: image("two"),
    value: "SAR 780 Million",
  },
  { id: "three", title: "National Heritage Museum", image: undefined },
];

const WORDS = itemViewerWords("en");

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(props: Partial<Parameters<typeof ItemViewer>[0]> = {}) {
  const user = userEvent.setup();
  render(<ItemViewer words={WORDS} id="viewer" items={ITEMS} title="Some Of Our Projects" {...props} />);
  const next = () => user.click(screen.getByRole("button", { name: "Next" }));
  const previous = () => user.click(screen.getByRole("button", { name: "Previous" }));
  const itemTitle = () => screen.getByRole("heading", { level: 3 });
  return { user, next, previous, itemTitle };
}

describe("ItemViewer", () => {
  it("shows the first item with the section title as its heading", () => {
    const { itemTitle } = setup();
    expect(screen.getByRole("heading", { level: 2, name: "Some Of Our Projects" })).toBeTruthy();
    expect(itemTitle().textContent).toBe("Regional Airport Terminal 2 Expansion and Airside ...");
    expect(screen.getAllByRole("img")[0]?.getAttribute("src")).toBe("/img/one.jpg");
  });

  it("cuts a long title to 50 characters plus '...' and keeps it whole in the tooltip", () => {
    const { itemTitle } = setup();
    expect(itemTitle().textContent).toHaveLength(53);
    expect(itemTitle().getAttribute("title")).toBe(LONG_TITLE);
  });

  it("shows a short title whole", async () => {
    const { next, itemTitle } = setup();
    await next();
    expect(itemTitle().textContent).toBe("City Sports Arena");
    expect(itemTitle().getAttribute("title")).toBe("City Sports Arena");
  });

  // What shows, the fold or the whole text, is drawn in CSS from aria-expanded: the browser
  // tests see it (e2e/home.spec.ts for the viewer, e2e/careers.spec.ts for the job cards).
  it("folds a description over 200 characters, with Read more and Read less", async () => {
    const { user } = setup();
    const fold = () => screen.getByRole("button", { expanded: false });
    const text = document.getElementById(fold().getAttribute("aria-controls") ?? "");
    expect(text?.textContent).toBe(`${LONG_DESCRIPTION.slice(0, 200)}...${LONG_DESCRIPTION.slice(200)}`);
    expect(fold().textContent).toBe("Read moreRead less");
    await user.click(fold());
    await user.click(screen.getByRole("button", { expanded: true }));
    expect(fold()).toBeTruthy();
  });

  it("offers no Read more for a description of 200 characters or fewer", async () => {
    const { next } = setup();
    await next();
    expect(screen.getByText("Short.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Read (more|less)/ })).toBeNull();
  });

  it("shows 'Value: ' and the value cut to 50 characters plus '...'", async () => {
    const { next } = setup();
    expect(screen.getByText(`Value: ${LONG_VALUE.slice(0, 50)}...`)).toBeTruthy();
    await next();
    expect(screen.getByText("Value: SAR 780 Million")).toBeTruthy();
    await next();
    expect(screen.queryByText(/^Value:/)).toBeNull();
  });

  it("disables Previous on the first item, where it does nothing", async () => {
    const { previous, itemTitle } = setup();
    const button = screen.getByRole("button", { name: "Previous" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await previous();
    expect(itemTitle().getAttribute("title")).toBe(LONG_TITLE);
  });

  it("moves with Next and Previous, and Next wraps from the last item to the first", async () => {
    const { next, previous, itemTitle } = setup();
    await next();
    expect(itemTitle().textContent).toBe("City Sports Arena");
    expect((screen.getByRole("button", { name: "Previous" }) as HTMLButtonElement).disabled).toBe(false);
    await next();
    expect(itemTitle().textContent).toBe("National Heritage Museum");
    await previous();
    expect(itemTitle().textContent).toBe("City Sports Arena");
    await next();
    await next();
    expect(itemTitle().getAttribute("title")).toBe(LONG_TITLE);
  });

  it("collapses an expanded description when moving", async () => {
    const { user, next } = setup();
    await user.click(screen.getByRole("button", { expanded: false }));
    await next();
    await next();
    await next();
    expect(screen.getByRole("button", { expanded: false })).toBeTruthy();
  });

  it("shows the placeholder for an item without an image", async () => {
    const { next } = setup();
    await next();
    await next();
    expect(screen.getByRole("img", { name: "Error loading image" })).toBeTruthy();
  });

  it("shows the decorative 'PROJECTS' text unless asked to hide it", () => {
    const { unmount } = render(<ItemViewer words={WORDS} id="viewer" items={ITEMS} title="Shown" />);
    expect(screen.getByText("Projects").getAttribute("aria-hidden")).toBe("true");
    unmount();
    render(<ItemViewer words={WORDS} id="viewer" items={ITEMS} title="Hidden" hideDecorativeText />);
    expect(screen.queryByText("Projects")).toBeNull();
  });

  describe("classification overlay", () => {
    const certificates: ViewerItem[] = [
      {
        id: "iso",
        title: "ISO 9001:2015",
        image: image("certificate"),
        shownWhole: true,
        overlayImage: image("site"),
      },
      { id: "plain", title: "ISO 14001:2015", image: image("plain-photo") },
    ];

    it("when enabled, shows a certificate whole and adds its captioned overlay image", async () => {
      const user = userEvent.setup();
      render(
        <ItemViewer
          words={WORDS}
          id="viewer"
          items={certificates}
          title="ISO Certifications"
          showClassificationOverlay
          hideDecorativeText
        />,
      );
      const certificate = screen.getByRole("img", { name: "ISO 9001:2015" });
      expect(certificate.getAttribute("src")).toBe("/img/certificate.jpg");
      expect(certificate.classList).toContain("object-contain");
      expect(
        screen.getByRole("img", { name: "ISO 9001:2015: company classification" }).getAttribute("src"),
      ).toBe("/img/site.jpg");
      expect(screen.getByText("Classification")).toBeTruthy();
      await user.click(screen.getByRole("button", { name: "Next" }));
      const photo = screen.getByRole("img", { name: "ISO 14001:2015" });
      expect(photo.getAttribute("src")).toBe("/img/plain-photo.jpg");
      expect(photo.classList).toContain("object-cover");
      expect(screen.queryByText("Classification")).toBeNull();
    });

    it("when disabled, shows no overlay", () => {
      render(<ItemViewer words={WORDS} id="viewer" items={certificates} title="ISO Certifications" />);
      expect(screen.queryByText("Classification")).toBeNull();
      expect(screen.getAllByRole("img")).toHaveLength(1);
    });
  });

  it("renders nothing for an empty list", () => {
    const { container } = render(<ItemViewer words={WORDS} id="viewer" items={[]} title="Nothing" />);
    expect(container.innerHTML).toBe("");
  });

  describe("with the rest of its items in a file", () => {
    const MORE = { href: "/items.json", total: ITEMS.length };

    /** A fetch answering the file with `answer`, once `release` is called. */
    function stubFetch(answer: () => Response) {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const fetch = vi.fn<typeof globalThis.fetch>(async () => {
        await held;
        return answer();
      });
      vi.stubGlobal("fetch", fetch);
      return { fetch, release };
    }

    it("counts the items to come, and takes a step to one still on its way when it arrives", async () => {
      const { fetch, release } = stubFetch(() => Response.json({ items: ITEMS }));
      const { next, itemTitle } = setup({ items: ITEMS.slice(0, 1), more: MORE });
      expect(fetch).toHaveBeenCalledWith("/items.json", expect.anything());
      expect(screen.getByText("01 / 03")).toBeTruthy();
      await next();
      expect(itemTitle().getAttribute("title")).toBe(LONG_TITLE);
      release();
      expect(await screen.findByText("City Sports Arena")).toBeTruthy();
      expect(screen.getByText("02 / 03")).toBeTruthy();
      expect(screen.queryByRole("status")).toBeNull();
    });

    it.each<[string, () => Response]>([
      ["an error status", () => new Response(null, { status: 503 })],
      ["something that is not items", () => Response.json({ items: [{ title: 7 }] })],
      ["no JSON", () => new Response("<html>")],
    ])("keeps its first item and says the others did not load, on %s", async (_, answer) => {
      stubFetch(answer).release();
      const { next, itemTitle } = setup({ items: ITEMS.slice(0, 1), more: MORE });
      expect((await screen.findByRole("status")).textContent).toBe(WORDS.restMissing);
      await next();
      expect(itemTitle().getAttribute("title")).toBe(LONG_TITLE);
      expect(screen.getByText("01 / 01")).toBeTruthy();
    });
  });
});
