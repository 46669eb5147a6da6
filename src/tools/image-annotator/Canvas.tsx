/**
 * The Konva stage: the image (a downscaled copy while zoomed out), the redaction previews, the annotations,
 * the crop shade and the Transformer. Shapes live in image pixels; the stage's scale and position are the
 * view (zoom and pan). Drawing tools turn a pointer drag into a shape committed on release.
 */
import type Konva from 'konva';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Group, Image as KImage, Layer, Rect, Stage, Transformer } from 'react-konva';
import { clampRect, stageToImage, zoomAt, type Point, type Rect as R, type View } from './logic';
import { redactionPreview, type Preview } from './preview';
import { ShapeNode } from './ShapeNode';
import {
  extendPath,
  isRedaction,
  isVisible,
  shapeFromDrag,
  type Doc,
  type DrawKind,
  type PathShape,
  type RedactShape,
  type Shape,
  type Style,
  type Tool,
} from './shapes';

const DRAW_KINDS: readonly Tool[] = ['rect', 'ellipse', 'arrow', 'line', 'pen', 'highlighter', 'mosaic', 'blur'];

interface Props {
  bitmap: ImageBitmap;
  preview: Preview | null;
  doc: Doc;
  commit: (doc: Doc) => void;
  tool: Tool;
  style: Style;
  view: View;
  setView: (v: View) => void;
  width: number;
  height: number;
  selectedId: string | null;
  select: (id: string | null) => void;
  panning: boolean;
  newId: () => string;
  onTextAt: (p: Point) => void;
  onEditText: (id: string) => void;
  onStep: (p: Point) => void;
  stageRef: RefObject<Konva.Stage | null>;
  annotationsRef: RefObject<Konva.Layer | null>;
  label: string;
}

type Draft = { kind: 'shape'; start: Point; shape: Shape } | { kind: 'crop'; start: Point; rect: R };

function RedactionImage({ preview, shape }: { preview: Preview; shape: RedactShape }) {
  const { x, y, width, height, strength, kind } = shape;
  // Recomputed only when the region or its strength changes.
  const result = useMemo(
    () => redactionPreview(preview, { x, y, width, height, strength, kind }),
    [preview, x, y, width, height, strength, kind],
  );
  if (!result) return null;
  return <KImage image={result.canvas} {...result.rect} listening={false} />;
}

export function Canvas(p: Props) {
  const { doc, view, tool, bitmap, preview } = p;
  const [draft, setDraft] = useState<Draft | null>(null);
  const transformer = useRef<Konva.Transformer>(null);
  const imgW = bitmap.width;
  const imgH = bitmap.height;
  const panMode = p.panning || tool === 'hand';
  const editable = tool === 'select' && !panMode;

  // The Transformer follows the selection.
  useEffect(() => {
    const tr = transformer.current;
    const stage = p.stageRef.current;
    if (!tr || !stage) return;
    const node = p.selectedId && editable ? stage.findOne(`#${p.selectedId}`) : undefined;
    tr.nodes(node ? [node] : []);
    const shape = doc.shapes.find((s) => s.id === p.selectedId);
    tr.rotateEnabled(!!shape && !isRedaction(shape));
    tr.getLayer()?.batchDraw();
  }, [p.selectedId, doc, editable, p.stageRef]);

  const pointer = (): Point | null => p.stageRef.current?.getRelativePointerPosition() ?? null;

  const onDown = (e: Konva.KonvaEventObject<PointerEvent>) => {
    if (panMode || e.evt.button > 0) return;
    const pos = pointer();
    if (!pos) return;
    if (tool === 'select') {
      if (e.target === e.target.getStage()) p.select(null);
      return;
    }
    if (tool === 'text') return p.onTextAt(pos);
    if (tool === 'step') return p.onStep(pos);
    if (tool === 'crop') return setDraft({ kind: 'crop', start: pos, rect: { ...pos, width: 0, height: 0 } });
    if (DRAW_KINDS.includes(tool)) {
      setDraft({ kind: 'shape', start: pos, shape: shapeFromDrag(tool as DrawKind, p.newId(), pos, pos, p.style) });
    }
  };

  const onMove = () => {
    if (!draft) return;
    const pos = pointer();
    if (!pos) return;
    if (draft.kind === 'crop') {
      setDraft({
        ...draft,
        rect: { x: draft.start.x, y: draft.start.y, width: pos.x - draft.start.x, height: pos.y - draft.start.y },
      });
    } else if (draft.shape.kind === 'pen' || draft.shape.kind === 'highlighter') {
      setDraft({ ...draft, shape: extendPath(draft.shape as PathShape, pos) });
    } else {
      setDraft({
        ...draft,
        shape: shapeFromDrag(draft.shape.kind as DrawKind, draft.shape.id, draft.start, pos, p.style),
      });
    }
  };

  const onUp = () => {
    if (!draft) return;
    setDraft(null);
    const min = 3 / view.scale;
    if (draft.kind === 'crop') {
      const r = draft.rect;
      if (Math.abs(r.width) >= min && Math.abs(r.height) >= min) p.commit({ ...doc, crop: r });
      return;
    }
    if (isVisible(draft.shape, min)) p.commit({ ...doc, shapes: [...doc.shapes, draft.shape] });
  };

  const onWheel = (e: Konva.KonvaEventObject<WheelEvent>) => {
    e.evt.preventDefault();
    const at = p.stageRef.current?.getPointerPosition();
    if (!at) return;
    p.setView(zoomAt(view, e.evt.deltaY < 0 ? 1.15 : 1 / 1.15, at));
  };

  const onDragEnd = (e: Konva.KonvaEventObject<DragEvent>) => {
    const stage = e.target.getStage();
    if (stage && e.target === stage) p.setView({ scale: view.scale, x: stage.x(), y: stage.y() });
  };

  const update = (next: Shape) => p.commit({ ...doc, shapes: doc.shapes.map((s) => (s.id === next.id ? next : s)) });

  // The downscaled copy; once zoomed in past its resolution, the visible part of the full-size image.
  const full = !!preview && view.scale > preview.scale * 1.25;
  const visible = full ? clampRect(stageRectInImage(view, p.width, p.height), imgW, imgH) : null;
  const crop = draft?.kind === 'crop' ? draft.rect : doc.crop;
  const cropRect = crop ? normal(crop) : null;
  const cursor = panMode ? 'grab' : tool === 'select' ? 'default' : tool === 'text' ? 'text' : 'crosshair';

  return (
    <div role="img" aria-label={p.label}>
      <Stage
        ref={p.stageRef}
        width={p.width}
        height={p.height}
        scaleX={view.scale}
        scaleY={view.scale}
        x={view.x}
        y={view.y}
        draggable={panMode}
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerLeave={onUp}
        onWheel={onWheel}
        onDragEnd={onDragEnd}
        style={{ cursor, touchAction: 'none' }}
      >
        <Layer listening={false}>
          <Rect width={imgW} height={imgH} fill="#ffffff" />
          {preview && !full && <KImage image={preview.canvas} width={imgW} height={imgH} />}
          {visible && <KImage image={bitmap} {...visible} crop={visible} />}
          {preview &&
            doc.shapes.filter(isRedaction).map((s) => <RedactionImage key={s.id} preview={preview} shape={s} />)}
        </Layer>
        <Layer ref={p.annotationsRef}>
          {doc.shapes
            .filter((s) => !isRedaction(s))
            .map((s) => (
              <ShapeNode
                key={s.id}
                shape={s}
                editable={editable}
                onSelect={p.select}
                onChange={update}
                onEditText={p.onEditText}
              />
            ))}
          {draft?.kind === 'shape' && !isRedaction(draft.shape) && (
            <ShapeNode shape={draft.shape} editable={false} onSelect={() => {}} onChange={() => {}} />
          )}
        </Layer>
        <Layer>
          {doc.shapes.filter(isRedaction).map((s) => (
            <ShapeNode key={s.id} shape={s} editable={editable} onSelect={p.select} onChange={update} />
          ))}
          {draft?.kind === 'shape' && isRedaction(draft.shape) && (
            <ShapeNode shape={draft.shape} editable={false} onSelect={() => {}} onChange={() => {}} />
          )}
          {cropRect && <CropShade crop={cropRect} width={imgW} height={imgH} scale={view.scale} />}
          <Transformer ref={transformer} ignoreStroke keepRatio={false} flipEnabled={false} />
        </Layer>
      </Stage>
    </div>
  );
}

/** The part of the image the stage shows, in image pixels. */
function stageRectInImage(view: View, width: number, height: number): R {
  const a = stageToImage({ x: 0, y: 0 }, view);
  const b = stageToImage({ x: width, y: height }, view);
  return { x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y };
}

function normal(r: R): R {
  return {
    x: Math.min(r.x, r.x + r.width),
    y: Math.min(r.y, r.y + r.height),
    width: Math.abs(r.width),
    height: Math.abs(r.height),
  };
}

/** Darkens what the crop leaves out, and outlines what it keeps. */
function CropShade({ crop, width, height, scale }: { crop: R; width: number; height: number; scale: number }) {
  const shade = 'rgba(15,23,42,0.55)';
  const right = crop.x + crop.width;
  const bottom = crop.y + crop.height;
  return (
    <Group listening={false}>
      <Rect x={0} y={0} width={width} height={Math.max(0, crop.y)} fill={shade} />
      <Rect x={0} y={bottom} width={width} height={Math.max(0, height - bottom)} fill={shade} />
      <Rect x={0} y={crop.y} width={Math.max(0, crop.x)} height={crop.height} fill={shade} />
      <Rect x={right} y={crop.y} width={Math.max(0, width - right)} height={crop.height} fill={shade} />
      <Rect {...crop} stroke="#ffffff" strokeWidth={1.5 / scale} dash={[6 / scale, 4 / scale]} />
    </Group>
  );
}
