/**
 * Boxes from coordinates: every shape a model or labelling program writes, read into a 640 × 480 image's pixels
 * with exact outputs. The samples are in the shapes those programs write (COCO's instances file, Ultralytics'
 * YOLO labels with --save-conf, a Hugging Face object-detection pipeline, Qwen-VL's bbox_2d, PaddleOCR's result,
 * a LabelMe file, Roboflow's hosted-inference answer, torchvision's parallel lists).
 */
import { describe, expect, it } from 'vitest';
import { boxesToJson, CLASS_COLORS, classColors } from './box-json';
import { parseBoxes, type BoxesResult } from './boxes';

const IMG = { width: 640, height: 480 };
const read = (text: string, extra: Partial<Parameters<typeof parseBoxes>[1]> = {}) =>
  parseBoxes(text, { ...IMG, ...extra });
const ok = (r: BoxesResult) => {
  if (!r.ok) throw new Error(`not read: ${r.problem}`);
  return r;
};

describe('parseBoxes: arrays of four numbers', () => {
  it('reads [x, y, w, h] when the numbers cannot be corners', () => {
    expect(read('[[100, 50, 40, 30]]')).toEqual({
      ok: true,
      format: 'xywh',
      normalised: false,
      ambiguous: false,
      skipped: 0,
      boxes: [{ x: 100, y: 50, width: 40, height: 30, cls: '' }],
    });
  });

  it('reads [x1, y1, x2, y2] when the numbers as a size would leave the image', () => {
    expect(read('[[400, 300, 600, 450]]')).toEqual({
      ok: true,
      format: 'xyxy',
      normalised: false,
      ambiguous: false,
      skipped: 0,
      boxes: [{ x: 400, y: 300, width: 200, height: 150, cls: '' }],
    });
  });

  it('reads numbers that fit both ways as [x, y, w, h], says so, and takes the visitor’s choice', () => {
    const auto = ok(read('[[10, 20, 100, 50]]'));
    expect(auto.format).toBe('xywh');
    expect(auto.ambiguous).toBe(true);
    expect(auto.boxes).toEqual([{ x: 10, y: 20, width: 100, height: 50, cls: '' }]);
    const corners = ok(read('[[10, 20, 100, 50]]', { read: 'xyxy' }));
    expect(corners.format).toBe('xyxy');
    expect(corners.boxes).toEqual([{ x: 10, y: 20, width: 90, height: 30, cls: '' }]);
  });

  it('reads one bare box', () => {
    expect(ok(read('[1, 2, 3, 4]')).boxes).toEqual([{ x: 1, y: 2, width: 3, height: 4, cls: '' }]);
  });

  it('reads normalised 0–1 numbers in the image’s size', () => {
    const r = ok(read('[[0.1, 0.2, 0.5, 0.6]]'));
    expect(r.normalised).toBe(true);
    expect(r.boxes).toEqual([{ x: 64, y: 96, width: 320, height: 288, cls: '' }]);
    expect(ok(read('[[0.1, 0.2, 0.5, 0.6]]', { read: 'xyxy' })).boxes).toEqual([
      { x: 64, y: 96, width: 256, height: 192, cls: '' },
    ]);
    const c = ok(read('[[0.5, 0.5, 0.9, 0.75]]'));
    expect(c.format).toBe('xyxy');
    expect(c.boxes).toEqual([{ x: 320, y: 240, width: 256, height: 120, cls: '' }]);
  });

  it('cuts boxes at the image’s edges and leaves out those wholly outside', () => {
    expect(read('[[600, 400, 100, 100], [700, 500, 10, 10]]')).toEqual({
      ok: true,
      format: 'xywh',
      normalised: false,
      ambiguous: false,
      skipped: 1,
      boxes: [{ x: 600, y: 400, width: 40, height: 80, cls: '' }],
    });
  });
});

describe('parseBoxes: objects', () => {
  it('reads x, y, width, height with a label', () => {
    expect(ok(read('[{"x": 5, "y": 6, "width": 7, "height": 8, "label": "k"}]')).boxes).toEqual([
      { x: 5, y: 6, width: 7, height: 8, label: 'k', cls: 'k' },
    ]);
  });

  it('reads a Hugging Face object-detection pipeline answer (box with xmin … ymax)', () => {
    const hf = '[{"score": 0.998, "label": "remote", "box": {"xmin": 40, "ymin": 70, "xmax": 175, "ymax": 117}}]';
    expect(ok(read(hf)).boxes).toEqual([
      { x: 40, y: 70, width: 135, height: 47, label: 'remote', score: 0.998, cls: 'remote' },
    ]);
  });

  it('reads Qwen-VL bbox_2d as corners, in the Markdown code fence the model answers with', () => {
    const r = ok(read('```json\n[\n  {"bbox_2d": [50, 60, 250, 160], "label": "cat"}\n]\n```'));
    expect(r.format).toBe('xyxy');
    expect(r.boxes).toEqual([{ x: 50, y: 60, width: 200, height: 100, label: 'cat', cls: 'cat' }]);
  });

  it('reads a PaddleOCR result (quadrilateral, text, score)', () => {
    const paddle = '[[[[10, 20], [110, 20], [110, 50], [10, 50]], ["你好", 0.98]]]';
    expect(ok(read(paddle)).boxes).toEqual([
      { x: 10, y: 20, width: 100, height: 30, label: '你好', score: 0.98, cls: '你好' },
    ]);
  });

  it('reads a LabelMe file', () => {
    const labelme = JSON.stringify({
      version: '5.2.1',
      flags: {},
      shapes: [
        {
          label: 'car',
          points: [
            [30, 40],
            [130, 90],
          ],
          group_id: null,
          shape_type: 'rectangle',
          flags: {},
        },
      ],
      imagePath: 'street.jpg',
      imageData: null,
      imageHeight: 480,
      imageWidth: 640,
    });
    expect(ok(read(labelme)).boxes).toEqual([{ x: 30, y: 40, width: 100, height: 50, label: 'car', cls: 'car' }]);
  });

  it('reads Roboflow predictions (centre x, y)', () => {
    const rf = JSON.stringify({
      time: 0.05,
      image: { width: 640, height: 480 },
      predictions: [
        { x: 320, y: 240, width: 100, height: 50, confidence: 0.9, class: 'helmet', class_id: 0, detection_id: 'a' },
      ],
    });
    const r = ok(read(rf));
    expect(r.format).toBe('center');
    expect(r.boxes).toEqual([{ x: 270, y: 215, width: 100, height: 50, label: 'helmet', score: 0.9, cls: 'helmet' }]);
  });

  it('reads torchvision’s parallel lists as corners', () => {
    const tv = '{"boxes": [[10, 10, 50, 50], [100, 100, 200, 220]], "labels": ["a", "b"], "scores": [0.9, 0.8]}';
    const r = ok(read(tv));
    expect(r.format).toBe('xyxy');
    expect(r.boxes).toEqual([
      { x: 10, y: 10, width: 40, height: 40, label: 'a', score: 0.9, cls: 'a' },
      { x: 100, y: 100, width: 100, height: 120, label: 'b', score: 0.8, cls: 'b' },
    ]);
  });
});

describe('parseBoxes: COCO', () => {
  const cocoFile = JSON.stringify({
    info: { description: 'export', version: '1.0' },
    images: [
      { id: 1, file_name: 'a.jpg', width: 640, height: 480 },
      { id: 2, file_name: 'photo.png', width: 1280, height: 960 },
    ],
    annotations: [
      { id: 1, image_id: 1, category_id: 1, bbox: [10, 10, 20, 20], area: 400, iscrowd: 0, segmentation: [] },
      { id: 2, image_id: 2, category_id: 18, bbox: [100, 200, 300, 100], area: 30000, iscrowd: 0 },
      { id: 3, image_id: 2, category_id: 1, bbox: [0, 0, 64, 48], area: 3072, iscrowd: 0 },
    ],
    categories: [
      { id: 1, name: 'person', supercategory: 'person' },
      { id: 18, name: 'dog', supercategory: 'animal' },
    ],
  });

  it('takes the open image’s annotations by file name, named by category, scaled to its size', () => {
    expect(read(cocoFile, { imageName: 'photo.png' })).toEqual({
      ok: true,
      format: 'coco',
      normalised: false,
      ambiguous: false,
      skipped: 0,
      cocoImage: 'photo.png',
      boxes: [
        { x: 50, y: 100, width: 150, height: 50, label: 'dog', cls: '18' },
        { x: 0, y: 0, width: 32, height: 24, label: 'person', cls: '1' },
      ],
    });
  });

  it('takes the first annotated image when no file name matches', () => {
    const r = ok(read(cocoFile, { imageName: 'other.png' }));
    expect(r.cocoImage).toBe('a.jpg');
    expect(r.boxes).toEqual([{ x: 10, y: 10, width: 20, height: 20, label: 'person', cls: '1' }]);
  });

  it('reads COCO detection results (a list with bbox and score) as x, y, w, h', () => {
    const results = '[{"image_id": 42, "category_id": 3, "bbox": [258.15, 41.29, 348.26, 243.78], "score": 0.236}]';
    expect(ok(read(results)).boxes).toEqual([
      { x: 258.15, y: 41.29, width: 348.26, height: 243.78, score: 0.236, cls: '3' },
    ]);
  });
});

describe('parseBoxes: YOLO txt', () => {
  it('reads class cx cy w h, with a confidence when there is one', () => {
    expect(read('0 0.5 0.5 0.25 0.5\n16 0.1 0.2 0.1 0.2 0.87\n')).toEqual({
      ok: true,
      format: 'yolo',
      normalised: true,
      ambiguous: false,
      skipped: 0,
      boxes: [
        { x: 240, y: 120, width: 160, height: 240, label: '0', cls: '0' },
        { x: 32, y: 48, width: 64, height: 96, label: '16', score: 0.87, cls: '16' },
      ],
    });
  });

  it('reads a segmentation line as its bounding box', () => {
    expect(ok(read('2 0.1 0.1 0.3 0.1 0.3 0.5 0.1 0.5')).boxes).toEqual([
      { x: 64, y: 48, width: 128, height: 192, label: '2', cls: '2' },
    ]);
  });
});

describe('parseBoxes: refusals', () => {
  it.each([
    ['', 'empty'],
    ['   \n', 'empty'],
    ['hello world', 'syntax'],
    ['0 0.5 0.5', 'syntax'],
    ['{"a": 1}', 'noBoxes'],
    ['[]', 'noBoxes'],
    ['[[0, 0, 0, 0]]', 'noBoxes'],
  ])('%j → %s', (text, problem) => {
    expect(read(text)).toEqual({ ok: false, problem });
  });
});

describe('classColors', () => {
  it('gives classes the palette in order of first appearance', () => {
    const m = classColors([{ cls: 'dog' }, { cls: 'cat' }, { cls: 'dog' }]);
    expect([...m]).toEqual([
      ['dog', CLASS_COLORS[0]],
      ['cat', CLASS_COLORS[1]],
    ]);
  });
});

describe('boxesToJson', () => {
  it('writes boxes in the exported image’s pixels and reads back the same', () => {
    const json = boxesToJson(
      [
        { x: 50, y: 60, width: 100, height: 40, label: 'cat', score: 0.5 },
        { x: 0, y: 0, width: 20, height: 20 },
        { x: 300, y: 300, width: 100, height: 100, label: 'cut' },
      ],
      { name: 'p.png', width: 640, height: 480 },
      { x: 10, y: 10, width: 340, height: 320 },
    );
    expect(JSON.parse(json)).toEqual({
      image: { file_name: 'p.png', width: 340, height: 320 },
      boxes: [
        { label: 'cat', score: 0.5, bbox: [40, 50, 100, 40] },
        { bbox: [0, 0, 10, 10] },
        { label: 'cut', bbox: [290, 290, 50, 30] },
      ],
    });
    expect(ok(parseBoxes(json, { width: 340, height: 320 })).boxes).toEqual([
      { x: 40, y: 50, width: 100, height: 40, label: 'cat', score: 0.5, cls: 'cat' },
      { x: 0, y: 0, width: 10, height: 10, cls: '' },
      { x: 290, y: 290, width: 50, height: 30, label: 'cut', cls: 'cut' },
    ]);
  });
});
