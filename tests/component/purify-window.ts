/**
 * Tests only: happy-dom's window as DOMPurify needs it, for the islands' own sanitisers. On top of
 * src/lib/markdown/test-window.ts (which forwards `nodeName`/`ownerDocument`), the document's
 * `createNodeIterator` follows the DOM standard when the node it last returned is removed: happy-dom's iterator loses its place
 * there, so after one removed node DOMPurify would never see the next ones (a second <script> in a block would
 * pass). Browsers need none of this.
 */
import type { WindowLike } from 'dompurify';
import { domPurifyWindow } from '../../src/lib/markdown/test-window';

/** The node after `node` in tree order within `root`, skipping `node`'s children when `skipChildren`. */
function following(node: Node, root: Node, skipChildren = false): Node | null {
  if (!skipChildren && node.firstChild) return node.firstChild;
  for (let n: Node | null = node; n && n !== root; n = n.parentNode) {
    if (n.nextSibling) return n.nextSibling;
  }
  return null;
}

/** A forward-only NodeIterator (all DOMPurify uses) that survives the removal of the node it returned last. */
function nodeIterator(root: Node, whatToShow: number) {
  let last: { node: Node; parent: Node | null; prev: Node | null } | null = null;
  const shown = (n: Node) => (whatToShow & (1 << (n.nodeType - 1))) !== 0;
  return {
    nextNode(): Node | null {
      let n: Node | null;
      if (!last) n = root;
      else if (last.node.parentNode === last.parent && last.parent) n = following(last.node, root);
      else if (last.node === root) n = null;
      else {
        // Removed (or moved away): carry on from where it was, as the standard's pre-removal steps do; what was
        // put in its place (the content DOMPurify keeps) comes next.
        n = last.prev ? following(last.prev, root, true) : (last.parent?.firstChild ?? null);
      }
      while (n && !shown(n)) n = following(n, root);
      last = n ? { node: n, parent: n.parentNode, prev: n.previousSibling } : null;
      return n;
    },
  };
}

/**
 * Replaces happy-dom's `Document.prototype.createNodeIterator` with {@link nodeIterator} in this test file's
 * window, before any sanitiser is made (DOMPurify keeps the function it finds when it is created).
 */
export function fixNodeIterator(): void {
  // DOMPurify walks a <template>'s document; patch the class that defines the method for that one and the page's.
  const docs = [window.document, window.document.createElement('template').content.ownerDocument];
  for (const doc of docs) {
    let proto: object | null = doc;
    while (proto && !Object.prototype.hasOwnProperty.call(proto, 'createNodeIterator'))
      proto = Object.getPrototypeOf(proto);
    if (!proto) throw new Error('no createNodeIterator to replace');
    Object.defineProperty(proto, 'createNodeIterator', {
      configurable: true,
      writable: true,
      value: (root: Node, whatToShow = 0xffffffff) => nodeIterator(root, whatToShow),
    });
  }
}

/** happy-dom's window as DOMPurify needs it (see the top of this file). */
export function purifyWindow(): WindowLike {
  fixNodeIterator();
  return domPurifyWindow();
}
