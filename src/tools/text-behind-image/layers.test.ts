import { describe, expect, it } from 'vitest';
import {
  addLayer,
  BASE_LAYER,
  defaultFontId,
  defaultLayers,
  duplicateLayer,
  MAX_LAYERS,
  moveLayer,
  nextId,
  parseLayers,
  removeLayer,
  resolveFont,
  updateLayer,
  type Layer,
} from './layers';

const three = (): Layer[] => [
  { ...BASE_LAYER, id: 'l1', text: 'A' },
  { ...BASE_LAYER, id: 'l2', text: 'B' },
  { ...BASE_LAYER, id: 'l5', text: 'C' },
];
const ids = (ls: Layer[]) => ls.map((l) => l.id);

describe('layer list operations', () => {
  it('starts with one big centred layer', () => {
    expect(defaultLayers('POV')).toEqual([{ ...BASE_LAYER, id: 'l1', text: 'POV' }]);
    expect(BASE_LAYER).toMatchObject({ x: 50, y: 50, size: 28, weight: 700 });
  });

  it('adds in front with a new id, up to MAX_LAYERS', () => {
    const out = addLayer(three(), 'D');
    expect(ids(out)).toEqual(['l1', 'l2', 'l5', 'l6']);
    expect(out[3]).toMatchObject({ text: 'D', y: 75, size: 12 });
    const full = Array.from({ length: MAX_LAYERS }, (_, i) => ({ ...BASE_LAYER, id: `l${i + 1}`, text: '' }));
    expect(addLayer(full, 'x')).toHaveLength(MAX_LAYERS);
    expect(nextId([])).toBe('l1');
  });

  it('duplicates just in front of the original, offset, keeping the other ids', () => {
    const out = duplicateLayer(three(), 'l2');
    expect(ids(out)).toEqual(['l1', 'l2', 'l6', 'l5']);
    expect(out[2]).toEqual({ ...BASE_LAYER, id: 'l6', text: 'B', x: 53, y: 53 });
    expect(ids(duplicateLayer(three(), 'nope'))).toEqual(['l1', 'l2', 'l5']);
  });

  it('reorders up and down, stopping at the ends', () => {
    expect(ids(moveLayer(three(), 'l1', 1))).toEqual(['l2', 'l1', 'l5']);
    expect(ids(moveLayer(three(), 'l5', -1))).toEqual(['l1', 'l5', 'l2']);
    expect(ids(moveLayer(three(), 'l5', 1))).toEqual(['l1', 'l2', 'l5']);
    expect(ids(moveLayer(three(), 'l1', -1))).toEqual(['l1', 'l2', 'l5']);
    expect(ids(moveLayer(three(), 'l1', 5))).toEqual(['l2', 'l5', 'l1']);
  });

  it('deletes one layer and keeps the order of the rest; a new id is never an old one still in use', () => {
    const out = removeLayer(three(), 'l2');
    expect(ids(out)).toEqual(['l1', 'l5']);
    expect(ids(addLayer(out, 'x'))).toEqual(['l1', 'l5', 'l6']);
  });

  it('updates one layer with clamped values', () => {
    const out = updateLayer(three(), 'l2', { x: 500, size: 0, color: '#ABCDEF', text: 'B2' });
    expect(out[1]).toMatchObject({ id: 'l2', x: 150, size: 1, color: '#abcdef', text: 'B2' });
    expect(out[0]).toEqual(three()[0]);
  });
});

describe('parseLayers', () => {
  const fallback = defaultLayers('POV');
  it('gives the fallback for anything but a list of layers', () => {
    expect(parseLayers(null, fallback)).toBe(fallback);
    expect(parseLayers('x', fallback)).toBe(fallback);
    expect(parseLayers([1, 'a'], fallback)).toBe(fallback);
  });

  it('repairs fields and duplicate ids', () => {
    const out = parseLayers(
      [
        { id: 'l3', text: 'ok', font: 'lora', weight: 400, size: 500, color: 'red', opacity: -5, x: 'a' },
        { id: 'l3', text: 7, font: 'nope' },
        { id: 'l9<script>', text: 'x'.repeat(300) },
      ],
      fallback,
    );
    expect(ids(out)).toEqual(['l3', 'l4', 'l5']);
    expect(out[0]).toEqual({
      ...BASE_LAYER,
      id: 'l3',
      text: 'ok',
      font: 'lora',
      weight: 400,
      size: 100,
      opacity: 0,
    });
    expect(out[1]).toMatchObject({ text: '', font: 'auto' });
    expect(out[2]!.text).toHaveLength(200);
  });
});

describe('fonts by the text', () => {
  it('picks the default font by the scripts of the text', () => {
    expect(resolveFont({ font: 'auto', text: 'POV' }).id).toBe('noto-sans-sc');
    expect(resolveFont({ font: 'auto', text: '夏日' }).id).toBe('noto-sans-sc');
    expect(resolveFont({ font: 'auto', text: 'なつ' }).id).toBe('noto-sans-jp');
    expect(resolveFont({ font: 'auto', text: '여름' }).id).toBe('noto-sans-kr');
    expect(resolveFont({ font: 'lxgw-wenkai', text: 'POV' }).id).toBe('lxgw-wenkai');
    expect(resolveFont({ font: 'gone', text: '여름' }).id).toBe('noto-sans-kr');
    // Japanese and Korean in one text: no face writes both; Noto Sans SC is the last resort.
    expect(defaultFontId(['latin', 'ja', 'ko'])).toBe('noto-sans-sc');
  });
});
