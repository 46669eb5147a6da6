/**
 * The image annotator in a real browser, driven like a person: open a generated PNG, draw by mouse, type text,
 * mosaic a region, undo/redo by keyboard, crop, and export PNG and JPEG; the downloaded files are decoded in
 * the page and checked pixel by pixel against the original.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { watchPage, seriousA11yViolations, overflowingElements, open, download } from '../../../tests/e2e/helpers';

const FIXTURES = fileURLToPath(new URL('../../../tests/fixtures/images/', import.meta.url));
const SAMPLE = `${FIXTURES}annotator-sample.png`; // 640 × 480, made by make-annotator-fixture.mjs
const W = 640;
const H = 480;

const LANGS = {
  zh: {
    path: '/image-annotator/',
    file: '选择要标注的图片',
    rect: '矩形',
    download: /^下载 (PNG|JPEG)$/,
    format: '格式',
  },
  en: {
    path: '/en/image-annotator/',
    file: 'Choose an image to annotate',
    rect: 'Rectangle',
    download: /^Download (PNG|JPEG)$/,
    format: 'Format',
  },
} as const;

/** Page coordinates of image pixel (x, y), with the stage fitted as the tool fits it on opening. */
async function mapper(page: Page) {
  // The whole stage in the viewport (a click outside it reaches nothing).
  await page.getByTestId('annotator-stage').evaluate((el) => el.scrollIntoView({ block: 'end' }));
  const canvas = page.getByTestId('annotator-stage').locator('canvas').first();
  await expect(canvas).toBeVisible();
  const box = (await canvas.boundingBox())!;
  const scale = Math.min(1, (box.width - 32) / W, (box.height - 32) / H);
  const ox = box.x + (box.width - W * scale) / 2;
  const oy = box.y + (box.height - H * scale) / 2;
  return (x: number, y: number) => ({ x: ox + x * scale, y: oy + y * scale });
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
}

interface Check {
  type: string;
  width: number;
  height: number;
  /** Every block × block cell of the region is one colour. */
  blocksUniform: boolean;
  /** How many pixels of the region differ from the original. */
  changedInRegion: number;
  /** How many pixels differ in the probe rectangle, away from every annotation. */
  changedInProbe: number;
}

/** Decodes the exported file and the original in the page and compares them. */
async function inspect(
  page: Page,
  file: string,
  region: number[] | null,
  block: number,
  probe: number[],
  offset: number[] = [0, 0],
): Promise<Check> {
  const [out, orig] = await Promise.all([readFile(file), readFile(SAMPLE)]);
  return page.evaluate(
    async ({ out, orig, region, block, probe, offset }) => {
      const pixels = async (b64: string) => {
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const bmp = await createImageBitmap(new Blob([bytes]));
        const c = new OffscreenCanvas(bmp.width, bmp.height);
        const ctx = c.getContext('2d')!;
        ctx.drawImage(bmp, 0, 0);
        return {
          data: ctx.getImageData(0, 0, bmp.width, bmp.height).data,
          width: bmp.width,
          height: bmp.height,
          head: bytes.slice(0, 4),
        };
      };
      const a = await pixels(out);
      const o = await pixels(orig);
      const px = (img: typeof a, x: number, y: number) =>
        [...img.data.slice((y * img.width + x) * 4, (y * img.width + x) * 4 + 4)].join();
      const type = a.head[0] === 0x89 ? 'png' : a.head[0] === 0xff && a.head[1] === 0xd8 ? 'jpeg' : 'other';
      let blocksUniform = true;
      let changedInRegion = 0;
      if (region) {
        const [rx, ry, rw, rh] = region as [number, number, number, number];
        for (let y = ry; y < ry + rh; y++)
          for (let x = rx; x < rx + rw; x++) {
            const bx = rx + Math.floor((x - rx) / block) * block;
            const by = ry + Math.floor((y - ry) / block) * block;
            if (px(a, x, y) !== px(a, bx, by)) blocksUniform = false;
            if (px(a, x, y) !== px(o, x + offset[0]!, y + offset[1]!)) changedInRegion++;
          }
      }
      let changedInProbe = 0;
      const [qx, qy, qw, qh] = probe as [number, number, number, number];
      for (let y = qy; y < qy + qh; y++)
        for (let x = qx; x < qx + qw; x++) if (px(a, x, y) !== px(o, x + offset[0]!, y + offset[1]!)) changedInProbe++;
      return { type, width: a.width, height: a.height, blocksUniform, changedInRegion, changedInProbe };
    },
    { out: out.toString('base64'), orig: orig.toString('base64'), region, block, probe, offset },
  );
}

test('zh: draw, type, mosaic, undo/redo, crop; PNG and JPEG at full resolution', async ({ page }) => {
  test.setTimeout(60_000);
  const L = LANGS.zh;
  const w = watchPage(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, L.path);
  await page.getByLabel(L.file).setInputFiles(SAMPLE);
  const status = page.getByTestId('annotator-status');
  await expect(status).toContainText('640 × 480');
  // Rectangle by its toolbar button (aria-pressed follows), arrow by its shortcut letter.
  const rectButton = page.getByRole('button', { name: new RegExp(`^${L.rect} \\(R\\)$`) });
  await rectButton.click();
  await expect(rectButton).toHaveAttribute('aria-pressed', 'true');
  let at = await mapper(page);
  await drag(page, at(20, 20), at(120, 80));
  await page.keyboard.press('a');
  await expect(rectButton).toHaveAttribute('aria-pressed', 'false');
  await drag(page, at(150, 40), at(250, 90));
  // Text: click where it goes, type, Enter. Letters typed there pick no tool.
  await page.keyboard.press('t');
  await page.mouse.click(at(300, 30).x, at(300, 30).y);
  const textBox = page.getByRole('textbox', { name: /Enter/ });
  await expect(textBox).toBeFocused();
  await page.keyboard.type('Hello 你好 <b>x</b>');
  await page.keyboard.press('Enter');
  await expect(textBox).toHaveCount(0);
  // Mosaic over a region, then select it to read its exact pixels.
  await page.keyboard.press('m');
  await drag(page, at(100, 150), at(260, 278));
  await expect(status).toContainText(/(annotations|标注数)：?:? ?4/);
  // The select tool is active (its button says so) before the click that selects, where the stage is now.
  await page.keyboard.press('v');
  await expect(page.getByRole('button', { name: /\(V\)$/ })).toHaveAttribute('aria-pressed', 'true');
  at = await mapper(page);
  await page.mouse.click(at(180, 210).x, at(180, 210).y);
  const sel = page.getByTestId('annotator-selection');
  await expect(sel).toBeVisible();
  const region = (await sel.getAttribute('data-rect'))!.split(',').map(Number);
  expect(region[2]).toBeGreaterThanOrEqual(150);
  expect(region[3]).toBeGreaterThanOrEqual(120);

  // Undo / redo by keyboard.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+z');
  await expect(status).toContainText(/(annotations|标注数)：?:? ?3/);
  await page.keyboard.press('Control+Shift+z');
  await expect(status).toContainText(/(annotations|标注数)：?:? ?4/);
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+y');
  await expect(status).toContainText(/(annotations|标注数)：?:? ?4/);

  // PNG: original size; the mosaic region is block-uniform and changed; far from annotations nothing changed.
  const png = await download(page, page.getByRole('button', { name: L.download }));
  expect(png.name).toBe('annotator-sample-annotated.png');
  const probe = [400, 300, 200, 150];
  const p = await inspect(page, png.path, region, 16, probe);
  expect(p).toMatchObject({ type: 'png', width: W, height: H, blocksUniform: true, changedInProbe: 0 });
  expect(p.changedInRegion).toBeGreaterThan(region[2]! * region[3]! * 0.5);
  // The rectangle's and the arrow's strokes are in the file.
  const drawn = await inspect(page, png.path, null, 1, [18, 18, 105, 5]);
  expect(drawn.changedInProbe).toBeGreaterThan(50);

  // Crop: the export is the crop, at full resolution; JPEG.
  await page.keyboard.press('c');
  at = await mapper(page);
  await drag(page, at(380, 280), at(620, 460));
  await expect(page.getByTestId('annotator-output-size')).toContainText('240 × 180');
  await page.getByLabel(L.format).selectOption('image/jpeg');
  const jpeg = await download(page, page.getByRole('button', { name: L.download }));
  expect(jpeg.name).toBe('annotator-sample-annotated.jpg');
  const j = await inspect(page, jpeg.path, null, 1, [0, 0, 1, 1], [380, 280]);
  expect(j).toMatchObject({ type: 'jpeg', width: 240, height: 180 });
  w.assertClean();
});

test('en: blur replaces its region; zoom by keys and buttons; copy as PNG', async ({ page, context }) => {
  test.setTimeout(45_000);
  const w = watchPage(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, LANGS.en.path);
  await page.getByLabel(LANGS.en.file).setInputFiles(SAMPLE);
  const status = page.getByTestId('annotator-status');
  await expect(status).toContainText('zoom 100 %');
  let at = await mapper(page);
  await page.keyboard.press('b');
  await drag(page, at(20, 300), at(140, 420));
  await expect(status).toContainText('annotations: 1');
  // The select tool is active (its button says so) before the click that selects, where the stage is now.
  await page.keyboard.press('v');
  await expect(page.getByRole('button', { name: /\(V\)$/ })).toHaveAttribute('aria-pressed', 'true');
  at = await mapper(page);
  await page.mouse.click(at(80, 360).x, at(80, 360).y);
  const region = (await page.getByTestId('annotator-selection').getAttribute('data-rect'))!.split(',').map(Number);
  const png = await download(page, page.getByRole('button', { name: LANGS.en.download }));
  const b = await inspect(page, png.path, region, 1, [400, 300, 200, 150]);
  expect(b).toMatchObject({ type: 'png', width: W, height: H, changedInProbe: 0 });
  expect(b.changedInRegion).toBeGreaterThan(region[2]! * region[3]! * 0.5);

  await page.keyboard.press('+');
  await expect(status).toContainText('zoom 125 %');
  await page.getByRole('button', { name: 'Zoom out (-)' }).click();
  await expect(status).toContainText('zoom 100 %');
  await page.keyboard.press('-');
  await page.keyboard.press('0');
  await expect(status).toContainText('zoom 100 %');

  await page.getByRole('button', { name: 'Copy as PNG' }).click();
  await expect(page.getByTestId('annotator-export-status')).toHaveText('Copied to the clipboard as PNG.');
  const copied = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    const blob = await item!.getType('image/png');
    const bmp = await createImageBitmap(blob);
    return { types: item!.types, width: bmp.width, height: bmp.height };
  });
  expect(copied).toEqual({ types: ['image/png'], width: W, height: H });
  w.assertClean();
});

test('en: EXIF orientation is applied; a damaged file gets a translated error and the image stays', async ({
  page,
}) => {
  const w = watchPage(page);
  await open(page, LANGS.en.path);
  const input = page.getByLabel(LANGS.en.file);
  await input.setInputFiles(`${FIXTURES}orient-6-be.jpg`); // stored 4 × 2, shown upright 2 × 4
  await expect(page.getByTestId('annotator-status')).toContainText('2 × 4');
  const cut = (await readFile(SAMPLE)).subarray(0, 200);
  await input.setInputFiles({ name: 'cut.png', mimeType: 'image/png', buffer: cut });
  await expect(page.getByTestId('annotator-error')).toHaveText(
    /“cut\.png” looks like an image but the browser cannot decode it/,
  );
  await expect(page.getByTestId('annotator-status')).toContainText('2 × 4');
  w.assertClean();
});

test('zh: no serious accessibility violations with an image open, and 360 px fits', async ({ page }) => {
  const w = watchPage(page);
  const L = LANGS.zh;
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, L.path);
  await page.getByLabel(L.file).setInputFiles(SAMPLE);
  await expect(page.getByTestId('annotator-stage').locator('canvas').first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  // The stage refits to the new width after the resize: poll until the layout has settled within 360 px.
  await expect.poll(() => overflowingElements(page)).toEqual([]);
  w.assertClean();
});

test('zh: boxes from a COCO file are drawn with their labels, edited, and exported as JSON and PNG', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const w = watchPage(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, LANGS.zh.path);
  await page.getByLabel(LANGS.zh.file).setInputFiles(SAMPLE);
  const status = page.getByTestId('annotator-status');
  await expect(status).toContainText('640 × 480');
  // A COCO instances file, as labelling programs export it: two images, two categories.
  const coco = {
    info: { description: 'exported', version: '1.0' },
    images: [
      { id: 7, file_name: 'annotator-sample.png', width: 640, height: 480 },
      { id: 8, file_name: 'other.jpg', width: 800, height: 600 },
    ],
    annotations: [
      { id: 1, image_id: 7, category_id: 1, bbox: [40, 60, 160, 100], area: 16000, iscrowd: 0, segmentation: [] },
      { id: 2, image_id: 7, category_id: 3, bbox: [300, 200, 200, 150], area: 30000, iscrowd: 0, segmentation: [] },
      { id: 3, image_id: 8, category_id: 1, bbox: [0, 0, 10, 10], area: 100, iscrowd: 0, segmentation: [] },
    ],
    categories: [
      { id: 1, name: 'person', supercategory: 'person' },
      { id: 3, name: 'car', supercategory: 'vehicle' },
    ],
  };
  await page.getByLabel('坐标（JSON 或 YOLO txt）').fill(JSON.stringify(coco, null, 2));
  const detected = page.getByTestId('annotator-boxes-detected');
  await expect(detected).toContainText('识别为：COCO（annotations + categories） · 2 个框');
  await expect(detected).toContainText('使用的是“annotator-sample.png”的标注');
  await page.getByRole('button', { name: '画出这些框' }).click();
  await expect(status).toContainText(/标注数：?:? ?2/);

  // The boxes are ordinary shapes: select the first by clicking inside it, move it, rename it.
  await page.keyboard.press('v');
  await expect(page.getByRole('button', { name: /\(V\)$/ })).toHaveAttribute('aria-pressed', 'true');
  const at = await mapper(page);
  await drag(page, at(120, 110), at(160, 130));
  const label = page.getByLabel('所选框的标签');
  await expect(label).toHaveValue('person');
  await label.fill('行人');
  await label.press('Enter');

  const file = await download(page, page.getByRole('button', { name: '下载框的坐标（JSON）' }));
  expect(file.name).toBe('annotator-sample-boxes.json');
  const json = JSON.parse(await readFile(file.path, 'utf8')) as {
    image: unknown;
    boxes: { label: string; bbox: number[] }[];
  };
  expect(json.image).toEqual({ file_name: 'annotator-sample.png', width: 640, height: 480 });
  expect(json.boxes.map((b) => b.label)).toEqual(['行人', 'car']);
  const [moved, still] = json.boxes.map((b) => b.bbox);
  expect(moved!.map(Math.round)).toEqual([80, 80, 160, 100]);
  expect(still).toEqual([300, 200, 200, 150]);

  // The PNG has the boxes' strokes where the boxes are, and nothing far from them.
  const png = await download(page, page.getByRole('button', { name: LANGS.zh.download }));
  const right = await inspect(page, png.path, null, 1, [498, 260, 4, 40]);
  expect(right).toMatchObject({ type: 'png', width: W, height: H });
  expect(right.changedInProbe).toBeGreaterThan(100);
  const away = await inspect(page, png.path, null, 1, [540, 20, 80, 80]);
  expect(away.changedInProbe).toBe(0);
  w.assertClean();
});
