/** One annotation drawn with Konva: its node, and how it reports a move, a resize or a double-click. */
import type Konva from 'konva';
import type { ComponentProps } from 'react';
import { Arrow, Circle, Ellipse, Group, Label, Line, Rect, Tag, Text } from 'react-konva';
import { arrowHeadSize } from './logic';
import { applyTransform, type BoxShape, type Shape } from './shapes';

export const TEXT_FONT = 'system-ui, -apple-system, "Segoe UI", "Noto Sans CJK SC", sans-serif';

interface Props {
  shape: Shape;
  /** Whether it can be picked, dragged and resized (the select tool). */
  editable: boolean;
  onSelect: (id: string) => void;
  onChange: (shape: Shape) => void;
  onEditText?: (id: string) => void;
}

/** Reads what a drag or a Transformer left on the node; shapes that keep no scale get their scale reset. */
function changed(shape: Shape, node: Konva.Node): Shape {
  const next = applyTransform(shape, {
    x: node.x(),
    y: node.y(),
    rotation: node.rotation(),
    scaleX: node.scaleX(),
    scaleY: node.scaleY(),
  });
  if ('width' in next) {
    node.scaleX(1);
    node.scaleY(1);
  }
  return next;
}

export function ShapeNode({ shape: s, editable, onSelect, onChange, onEditText }: Props) {
  const common = {
    id: s.id,
    x: s.x,
    y: s.y,
    rotation: s.rotation,
    scaleX: s.scaleX,
    scaleY: s.scaleY,
    draggable: editable,
    listening: editable,
    onPointerDown: () => onSelect(s.id),
    onDragEnd: (e: Konva.KonvaEventObject<DragEvent>) => onChange(changed(s, e.target)),
    onTransformEnd: (e: Konva.KonvaEventObject<Event>) => onChange(changed(s, e.target)),
  };
  switch (s.kind) {
    case 'rect':
      if (s.label) return <LabelledRect shape={s} common={common} />;
      return <Rect {...common} width={s.width} height={s.height} stroke={s.color} strokeWidth={s.strokeWidth} />;
    case 'ellipse':
      return (
        <Ellipse
          {...common}
          radiusX={s.width / 2}
          radiusY={s.height / 2}
          offsetX={-s.width / 2}
          offsetY={-s.height / 2}
          stroke={s.color}
          strokeWidth={s.strokeWidth}
        />
      );
    case 'mosaic':
    case 'blur':
      // The region's outline and hit area; its pixels are drawn by the redaction layer below.
      return (
        <Rect
          {...common}
          name="redaction"
          width={s.width}
          height={s.height}
          fill="rgba(0,0,0,0)"
          stroke="#0ea5e9"
          strokeWidth={1}
          strokeScaleEnabled={false}
          dash={[6, 4]}
        />
      );
    case 'arrow': {
      const head = arrowHeadSize(s.strokeWidth);
      return (
        <Arrow
          {...common}
          points={s.points}
          stroke={s.color}
          fill={s.color}
          strokeWidth={s.strokeWidth}
          pointerLength={head}
          pointerWidth={head}
          lineCap="round"
          lineJoin="round"
          hitStrokeWidth={Math.max(12, s.strokeWidth)}
        />
      );
    }
    case 'line':
    case 'pen':
    case 'highlighter':
      return (
        <Line
          {...common}
          points={s.points}
          stroke={s.color}
          strokeWidth={s.strokeWidth}
          opacity={s.kind === 'highlighter' ? 0.4 : 1}
          lineCap={s.kind === 'highlighter' ? 'butt' : 'round'}
          lineJoin="round"
          tension={s.kind === 'line' ? 0 : 0.3}
          hitStrokeWidth={Math.max(12, s.strokeWidth)}
        />
      );
    case 'text':
      return (
        <Text
          {...common}
          text={s.text}
          fill={s.color}
          fontSize={s.fontSize}
          fontFamily={TEXT_FONT}
          lineHeight={1.25}
          onDblClick={() => onEditText?.(s.id)}
          onDblTap={() => onEditText?.(s.id)}
        />
      );
    case 'step': {
      const r = Math.round(s.fontSize * 0.8);
      return (
        <Group {...common}>
          <Circle radius={r} fill={s.color} stroke="#ffffff" strokeWidth={Math.max(1, r / 8)} />
          <Text
            text={String(s.n)}
            x={-r}
            y={-r}
            width={2 * r}
            height={2 * r}
            align="center"
            verticalAlign="middle"
            fontSize={s.fontSize}
            fontStyle="bold"
            fontFamily={TEXT_FONT}
            fill="#ffffff"
          />
        </Group>
      );
    }
  }
}

/** The label's font size for a box drawn with this stroke width. */
export const labelSize = (strokeWidth: number) => Math.max(12, Math.round(strokeWidth * 4));

/**
 * A rectangle with its label on a filled tab above it (inside its top edge when there is no room above). The
 * group moves and resizes as one; the tab keeps its size (the resize goes into the box's width and height).
 */
function LabelledRect({ shape: s, common }: { shape: BoxShape; common: ComponentProps<typeof Group> }) {
  const size = labelSize(s.strokeWidth);
  const pad = Math.round(size * 0.25);
  const tabH = size + 2 * pad;
  const above = s.y >= tabH;
  const text = s.score !== undefined ? `${s.label} ${Math.round(s.score * 100)}%` : (s.label ?? '');
  return (
    <Group {...common} name="labelled-box">
      {/* A clear fill: the select tool picks the box anywhere inside it, not only on its stroke. */}
      <Rect width={s.width} height={s.height} stroke={s.color} strokeWidth={s.strokeWidth} fill="rgba(0,0,0,0)" />
      <Label x={-s.strokeWidth / 2} y={above ? -tabH - s.strokeWidth / 2 : s.strokeWidth / 2} listening={false}>
        <Tag fill={s.color} />
        <Text text={text} fontSize={size} fontFamily={TEXT_FONT} fill="#ffffff" padding={pad} wrap="none" />
      </Label>
    </Group>
  );
}
