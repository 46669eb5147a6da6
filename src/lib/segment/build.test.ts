import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyModelFiles, modelResources } from './build';
import { MODEL_DIR, MODEL_KEY, WASM_PLAIN_KEY, WASM_SIMD_KEY } from './paths';

const out = mkdtempSync(join(tmpdir(), 'segment-build-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the model files a build ships', () => {
  it('lists exactly one model and the two single-threaded runtimes, with their real sizes', () => {
    const r = modelResources();
    expect(Object.keys(r)).toEqual([MODEL_KEY, WASM_SIMD_KEY, WASM_PLAIN_KEY]);
    expect(r[MODEL_KEY]!.size).toBe(44_342_436);
    expect(r[MODEL_KEY]!.chunks).toHaveLength(11);
    expect(r[WASM_SIMD_KEY]!.size).toBe(10_549_605);
    expect(r[WASM_PLAIN_KEY]!.size).toBe(9_724_472);
  });

  it('copies the chunks and a trimmed resources.json, nothing else', () => {
    const { files, bytes } = copyModelFiles(out);
    const dir = join(out, MODEL_DIR);
    const names = readdirSync(dir);
    expect(names).toHaveLength(files);
    expect(files).toBe(1 + 11 + 3 + 3);
    expect(bytes).toBe(44_342_436 + 10_549_605 + 9_724_472);
    const written = JSON.parse(readFileSync(join(dir, 'resources.json'), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(written)).toEqual([MODEL_KEY, WASM_SIMD_KEY, WASM_PLAIN_KEY]);
    const total = names.filter((n) => n !== 'resources.json').reduce((s, n) => s + statSync(join(dir, n)).size, 0);
    expect(total).toBe(bytes);
  });

  it('refuses a data folder that lacks a chunk', () => {
    expect(() => modelResources(join(out, 'nope'))).toThrow(/ENOENT/);
  });
});
