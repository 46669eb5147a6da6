/**
 * No module in src/ imports itself through others (type-only and lazy imports included): cycles make load
 * order fragile and usually mean a type lives in the wrong file.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = join(process.cwd(), 'src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Every module a file names: `import … from '…'` and `export … from '…'` (type-only too), and `import('…')`,
 * lazy or in a type query. A lazy import back to a module that names this one is still a cycle: the two
 * cannot be understood, split or tested apart.
 */
export function staticImports(source: string): string[] {
  const out: string[] = [];
  const re =
    /^\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;
  for (const m of source.matchAll(re)) out.push((m[1] ?? m[2] ?? m[3])!);
  return out;
}

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec.replace(/\?.*$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** Strongly connected components with more than one module, or a module importing itself. */
export function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}

describe('import cycles', () => {
  it('finds a cycle when there is one (the checker works)', () => {
    const g = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(g)).toEqual([['a', 'b', 'c']]);
    expect(staticImports("import type { X } from './x';\nexport { y } from \"../y\";\nimport './side';")).toEqual([
      './x',
      '../y',
      './side',
    ]);
    expect(staticImports("const C = lazy(() => import('./ClerkForm'));")).toEqual(['./ClerkForm']);
    expect(staticImports("let p: Promise<typeof import('./search-palette')> | null = null;")).toEqual([
      './search-palette',
    ]);
  });

  it('src/ has none', () => {
    const graph = new Map<string, string[]>();
    for (const file of files(root)) {
      const deps = staticImports(readFileSync(file, 'utf8'))
        .map((spec) => resolveImport(file, spec))
        .filter((d): d is string => d !== null);
      graph.set(file, deps);
    }
    expect(graph.size).toBeGreaterThan(50);
    const found = cycles(graph).map((c) => c.map((f) => relative(root, f)));
    expect(found).toEqual([]);
  });
});
