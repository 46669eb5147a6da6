/**
 * Tests only: the happy-dom window in the shape DOMPurify expects. DOMPurify reads `nodeName` through the
 * getter on `Node.prototype`; happy-dom defines that getter again on each element class and its base one
 * returns '', so every element would look nameless (and DOMPurify would drop or keep the wrong ones). The
 * `Node` handed over here dispatches those getters to the element's own. Browsers need none of this.
 */
import type { WindowLike } from 'dompurify';

export function happyDomWindow(): WindowLike {
  const RealNode = window.Node;
  const proto: object = Object.create(RealNode.prototype, {
    nodeName: {
      get(this: Node) {
        return this.nodeName;
      },
    },
    ownerDocument: {
      get(this: Node) {
        return this.ownerDocument;
      },
    },
  });
  const FakeNode = function Node() {} as unknown as typeof window.Node;
  Object.defineProperty(FakeNode, 'prototype', { value: proto });
  Object.defineProperty(FakeNode, Symbol.hasInstance, { value: (v: unknown) => v instanceof RealNode });
  return new Proxy(window, {
    get: (target, prop) => {
      if (prop === 'Node') return FakeNode;
      const v: unknown = Reflect.get(target, prop);
      return typeof v === 'function' && !/^[A-Z]/.test(String(prop)) ? (v as () => unknown).bind(target) : v;
    },
  }) as unknown as WindowLike;
}
