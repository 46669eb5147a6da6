/**
 * No module in src/ imports itself through others (type-only and lazy imports included): cycles make load
 * order fragile and usually mean a type lives in the wrong file.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

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

/**
 * Dependency rules beyond cycles (what dependency-cruiser would check, on the same import scan):
 * - a tool never imports another tool: what two tools share lives in src/lib (or src/components);
 * - what runs in the browser (islands: every .tsx; client scripts in src/scripts; workers) never reaches a
 *   build-time module: src/i18n/server.ts (every language of every bundle), src/content/ (validated data for
 *   prerendered pages), the registry (every tool's meta), the build steps (build.ts) or Node's modules.
 *   Type-only imports are erased and do not count for this rule.
 */
const TOOL_ROOTS = ['src/tools', 'src/info', 'src/links'];

function allFiles(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return allFiles(path, test);
    return test(name) ? [path] : [];
  });
}

/** A relative import resolved to an existing file (any extension: .astro, .json, .mjs…), else null. */
function resolveAny(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec.replace(/\?.*$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** Imports that stay in the bundle: `import type`/`export type` statements and `typeof import()` are erased. */
export function runtimeImports(source: string): string[] {
  const out: string[] = [];
  const re =
    /^\s*(import|export)\s+(type\s)?[^'"]*?from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|(typeof\s+)?\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;
  for (const m of source.matchAll(re)) {
    if (m[3] !== undefined) {
      if (!m[2]) out.push(m[3]);
    } else if (m[4] !== undefined) out.push(m[4]);
    else if (!m[5]) out.push(m[6]!);
  }
  return out;
}

/** The entry folder (`src/tools/<slug>`, `src/info/<slug>`, `src/links/<slug>`) a file belongs to, or null. */
export function toolOf(file: string): string | null {
  const rel = relative(process.cwd(), file).split(sep).join('/');
  for (const r of TOOL_ROOTS) {
    const m = new RegExp(`^${r}/([^/]+)/`).exec(rel);
    if (m) return `${r}/${m[1]}`;
  }
  return null;
}

/** `a imports b` lines where a tool's file imports another tool's (type-only imports included). */
export function crossToolImports(edges: [string, string][]): string[] {
  return edges
    .filter(([from, to]) => {
      const a = toolOf(from);
      const b = toolOf(to);
      return a !== null && b !== null && a !== b;
    })
    .map(([from, to]) => `${relative(process.cwd(), from)} imports ${relative(process.cwd(), to)}`);
}

const BUILD_TIME = [/^src\/i18n\/server\.ts$/, /^src\/content\//, /^src\/tools\/registry\.ts$/, /(^|\/)build\.ts$/];

/** Chains `island → … → build-time module` (runtime imports only), one per island and build-time module. */
export function islandLeaks(graph: Map<string, string[]>, islands: string[], nodeImports: Map<string, string[]>) {
  const rel = (f: string) => relative(process.cwd(), f).split(sep).join('/');
  const out: string[] = [];
  for (const island of islands) {
    const seen = new Map<string, string | null>([[island, null]]);
    const queue = [island];
    while (queue.length) {
      const file = queue.shift()!;
      const chain = () => {
        const path: string[] = [];
        for (let f: string | null = file; f; f = seen.get(f) ?? null) path.unshift(rel(f));
        return path.join(' → ');
      };
      if (file !== island && BUILD_TIME.some((re) => re.test(rel(file)))) {
        out.push(chain());
        continue;
      }
      for (const n of nodeImports.get(file) ?? []) out.push(`${chain()} → ${n}`);
      for (const next of graph.get(file) ?? []) {
        if (seen.has(next)) continue;
        seen.set(next, file);
        queue.push(next);
      }
    }
  }
  return out;
}

describe('dependency rules', () => {
  const srcFiles = allFiles(root, (n) => /\.(ts|tsx|astro)$/.test(n));
  const edges: [string, string][] = [];
  const runtime = new Map<string, string[]>();
  const nodeBuiltins = new Map<string, string[]>();
  for (const file of srcFiles) {
    const source = readFileSync(file, 'utf8');
    for (const spec of staticImports(source)) {
      const to = resolveAny(file, spec);
      if (to) edges.push([file, to]);
    }
    const specs = runtimeImports(source);
    runtime.set(
      file,
      specs.map((s) => resolveAny(file, s)).filter((d): d is string => d !== null),
    );
    nodeBuiltins.set(
      file,
      specs.filter((s) => s.startsWith('node:')),
    );
  }
  const isTest = (f: string) => /\.(test|spec)\.tsx?$/.test(f);
  const islands = srcFiles.filter(
    (f) => !isTest(f) && (f.endsWith('.tsx') || /[/\\]src[/\\]scripts[/\\]/.test(f) || /[/\\]worker\.ts$/.test(f)),
  );

  it('the checkers find what they look for', () => {
    const tool = (p: string) => join(process.cwd(), p);
    expect(
      crossToolImports([
        [tool('src/tools/a/X.tsx'), tool('src/tools/b/logic.ts')],
        [tool('src/tools/a/X.tsx'), tool('src/tools/a/logic.ts')],
        [tool('src/tools/a/X.tsx'), tool('src/lib/format.ts')],
      ]),
    ).toEqual([`src/tools/a/X.tsx imports src/tools/b/logic.ts`]);
    expect(
      runtimeImports("import type { A } from './a';\nimport { b } from './b';\ntype C = typeof import('./c');"),
    ).toEqual(['./b']);
    const g = new Map([
      [tool('src/tools/a/A.tsx'), [tool('src/lib/x.ts')]],
      [tool('src/lib/x.ts'), [tool('src/i18n/server.ts')]],
    ]);
    expect(islandLeaks(g, [tool('src/tools/a/A.tsx')], new Map())).toEqual([
      'src/tools/a/A.tsx → src/lib/x.ts → src/i18n/server.ts',
    ]);
  });

  it('no tool imports another tool', () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(crossToolImports(edges)).toEqual([]);
  });

  it('islands, client scripts and workers never import build-time modules', () => {
    expect(islands.length).toBeGreaterThan(100);
    expect(islandLeaks(runtime, islands, nodeBuiltins)).toEqual([]);
  });
});
