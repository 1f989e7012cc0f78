/**
 * Brings an open page up to date with a fresh render of it, in place: only the nodes that
 * differ change, so the scroll position, focus and the Studio's overlays stay. A React island
 * whose props changed is replaced whole and hydrates anew; one whose props did not is left
 * to React. Scripts have run already and stay as they are. How often a page renders afresh
 * as changes come is `coalescedRenders`'s.
 */

/** What decides an island's render: when one of these differs, it is a different island. */
const ISLAND_ATTRIBUTES = ["component-url", "component-export", "renderer-url", "props", "opts"];

/** Nodes the page's own scripts add, which a fresh render never has: they are left alone. */
const isRuntimeNode = (node: Node) => node.nodeName === "SCRIPT" || node.nodeName === "SANITY-VISUAL-EDITING";

export function morphPage(page: Document, fresh: Document): void {
  if (page.title !== fresh.title) page.title = fresh.title;
  morphChildren(page.body, fresh.body);
}

function morphChildren(current: Node, fresh: Node): void {
  const currentChildren = [...current.childNodes].filter((node) => !isRuntimeNode(node));
  const freshChildren = [...fresh.childNodes].filter((node) => !isRuntimeNode(node));
  freshChildren.forEach((freshChild, index) => {
    const child = currentChildren[index];
    if (child === undefined) current.appendChild(adopt(current, freshChild));
    else morphNode(child, freshChild);
  });
  for (const extra of currentChildren.slice(freshChildren.length)) extra.remove();
}

function morphNode(current: ChildNode, fresh: Node): void {
  if (current.nodeType !== fresh.nodeType || current.nodeName !== fresh.nodeName) {
    current.replaceWith(adopt(current, fresh));
    return;
  }
  if (!isElement(current) || !isElement(fresh)) {
    if (current.nodeValue !== fresh.nodeValue) current.nodeValue = fresh.nodeValue;
    return;
  }
  if (current.localName === "astro-island") {
    const changed = ISLAND_ATTRIBUTES.some((name) => current.getAttribute(name) !== fresh.getAttribute(name));
    if (changed) current.replaceWith(adopt(current, fresh));
    return;
  }
  for (const { name } of [...current.attributes]) {
    if (!fresh.hasAttribute(name)) current.removeAttribute(name);
  }
  for (const { name, value } of [...fresh.attributes]) {
    if (current.getAttribute(name) !== value) current.setAttribute(name, value);
  }
  morphChildren(current, fresh);
}

// By the node's own constant, not `instanceof Element`: the fresh render is another document.
const isElement = (node: Node): node is Element => node.nodeType === node.ELEMENT_NODE;

const adopt = (into: Node, node: Node) => (into.ownerDocument ?? (into as Document)).importNode(node, true);

/**
 * A page's renders on saved changes: `render` fetches the page afresh and morphs it. Changes
 * that come during a render make one more, not one each, whether that render succeeds or
 * fails: a failed one (the server restarting, the content service down) keeps the page as it
 * was, and never drops a change that came meanwhile.
 */
export function coalescedRenders(render: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let again = false;
  return () => {
    if (running !== undefined) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await render().catch(() => undefined);
      } while (again);
    })().finally(() => (running = undefined));
    return running;
  };
}
