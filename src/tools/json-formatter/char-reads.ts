/**
 * Tests only (the tool never imports it). How many characters `fn` reads with charCodeAt (how the parser reads its input): work expressed as a count,
 * where a wall-clock bound would depend on the machine.
 */
export function charReads<T>(fn: () => T): { result: T; reads: number } {
  const proto = String.prototype as { charCodeAt: (this: string, i: number) => number };
  const original = proto.charCodeAt;
  let reads = 0;
  proto.charCodeAt = function (this: string, i: number) {
    reads++;
    return original.call(this, i);
  };
  try {
    return { result: fn(), reads };
  } finally {
    proto.charCodeAt = original;
  }
}
