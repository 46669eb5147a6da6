/**
 * Tests only, the one shim for every sanitiser test: happy-dom's window as DOMPurify needs it. DOMPurify reads
 * `nodeName` and `ownerDocument` through the getters of `Node.prototype`, which happy-dom overrides per element
 * class (its base getter gives ''), so every element would look nameless. The `Node` given here forwards those
 * reads to the element itself. Browsers need none of this.
 */
import type { WindowLike } from 'dompurify';

export function domPurifyWindow(): WindowLike {
  const Real = window.Node;
  const forward = (key: 'nodeName' | 'ownerDocument') => ({
    get(this: Node) {
      return this[key];
    },
  });
  const prototype: object = Object.create(Real.prototype, {
    nodeName: forward('nodeName'),
    ownerDocument: forward('ownerDocument'),
  });
  const NodeShim = function Node() {} as unknown as typeof window.Node;
  Object.defineProperty(NodeShim, 'prototype', { value: prototype });
  Object.defineProperty(NodeShim, Symbol.hasInstance, { value: (v: unknown) => v instanceof Real });
  return new Proxy(window, {
    get(target, prop) {
      if (prop === 'Node') return NodeShim;
      const v: unknown = Reflect.get(target, prop);
      // Methods (not constructors) are called on the real window.
      return typeof v === 'function' && !/^[A-Z]/.test(String(prop)) ? (v as () => unknown).bind(target) : v;
    },
  }) as unknown as WindowLike;
}
