/**
 * The editor, loaded (with Konva) only once an image is open: tools, style, undo/redo, zoom and pan, text
 * entry, and the export panel. The document (shapes and crop) lives in an undo/redo history.
 */
import type Konva from 'konva';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { useWorkerTask } from '../../lib/worker';
import { useToolT } from '../../i18n/useToolT';
import { BoxesPanel } from './BoxesPanel';
import { Canvas } from './Canvas';
import { ExportPanel } from './ExportPanel';
import { canRedo, canUndo, historyReducer, initHistory } from './history';
import { clampRect, fitView, nextStepNumber, zoomAt, type Point, type View } from './logic';
import type { OpenImage } from './load';
import { makePreview, type Preview } from './preview';
import type { ImageAnnotatorProtocol } from './protocol';
import { DEFAULT_STYLE, EMPTY_DOC, isRedaction, parseStyle, type Doc, type Shape, type Tool } from './shapes';
import { StyleControls } from './StyleControls';
import { TextEditor, type TextDraft } from './TextEditor';
import { ActionButtons, ToolButtons } from './Toolbar';
import { isTypingTarget, keyCommand } from './tools';

const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'image-annotator' });

export default function Editor({ image }: { image: OpenImage }) {
  const { t, lng } = useToolT('image-annotator');
  const { bitmap } = image;
  const [history, dispatch] = useReducer(historyReducer<Doc>, EMPTY_DOC, initHistory);
  const doc = history.present;
  const [tool, setToolState] = useState<Tool>('rect');
  const [style, setStyle] = usePersistentState('image-annotator:style', DEFAULT_STYLE, parseStyle);
  const [selectedId, select] = useState<string | null>(null);
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [preview, setPreview] = useState<Preview | null>(null);
  const worker = useWorkerTask<ImageAnnotatorProtocol>(createWorker, { idleMs: 60_000 });
  const [spaceHeld, setSpaceHeld] = useState(false);
  const [textDraft, setTextDraft] = useState<TextDraft | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const stageRef = useRef<Konva.Stage>(null);
  const annotationsRef = useRef<Konva.Layer>(null);
  const ids = useRef(0);
  const newId = useCallback(() => `s${++ids.current}`, []);
  const fitted = useRef(false);

  const commit = useCallback((next: Doc) => dispatch({ type: 'commit', state: next }), []);
  const setTool = useCallback((next: Tool) => {
    setToolState(next);
    if (next !== 'select') select(null);
  }, []);

  useEffect(() => {
    let live = true;
    const shrink = (image: ImageBitmap, width: number, height: number) =>
      worker.client.request('shrink', { image, width, height }, { transfer: [image] });
    makePreview(bitmap, shrink).then(
      (p) => live && setPreview(p),
      (err: unknown) => console.error('Image annotator: no preview copy', err),
    );
    return () => {
      live = false;
    };
  }, [bitmap, worker.client]);

  // The stage fills the box's width; its height follows the window.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      const width = Math.max(200, Math.floor(el.clientWidth));
      const height = Math.max(260, Math.min(900, Math.round(window.innerHeight * 0.7)));
      setSize({ width, height });
      if (!fitted.current) {
        fitted.current = true;
        setView(fitView(bitmap.width, bitmap.height, width, height));
      }
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [bitmap]);

  const fit = useCallback(() => setView(fitView(bitmap.width, bitmap.height, size.width, size.height)), [bitmap, size]);
  const zoomBy = useCallback(
    (f: number) => setView((v) => zoomAt(v, f, { x: size.width / 2, y: size.height / 2 })),
    [size],
  );
  const actual = useCallback(
    () => setView((v) => zoomAt(v, 1 / v.scale, { x: size.width / 2, y: size.height / 2 })),
    [size],
  );
  const remove = useCallback(() => {
    if (!selectedId) return;
    commit({ ...doc, shapes: doc.shapes.filter((s) => s.id !== selectedId) });
    select(null);
  }, [commit, doc, selectedId]);

  const addShape = useCallback((s: Shape) => commit({ ...doc, shapes: [...doc.shapes, s] }), [commit, doc]);
  const onStep = useCallback(
    (p: Point) => {
      const n = nextStepNumber(doc.shapes.flatMap((s) => (s.kind === 'step' ? [s.n] : [])));
      addShape({
        id: newId(),
        kind: 'step',
        n,
        x: p.x,
        y: p.y,
        rotation: 0,
        scaleX: 1,
        scaleY: 1,
        color: style.color,
        fontSize: style.fontSize,
      });
    },
    [addShape, doc, newId, style],
  );
  const onTextAt = useCallback((p: Point) => setTextDraft({ x: p.x, y: p.y, text: '' }), []);
  const onEditText = useCallback(
    (id: string) => {
      const s = doc.shapes.find((x) => x.id === id);
      if (s?.kind === 'text') setTextDraft({ id, x: s.x, y: s.y, text: s.text });
    },
    [doc],
  );
  const finishText = useCallback(
    (d: TextDraft | null) => {
      setTextDraft(null);
      if (!d) return;
      const text = d.text.replace(/\s+$/, '');
      if (d.id) {
        const shapes = text
          ? doc.shapes.map((s) => (s.id === d.id && s.kind === 'text' ? { ...s, text } : s))
          : doc.shapes.filter((s) => s.id !== d.id);
        commit({ ...doc, shapes });
      } else if (text) {
        addShape({
          id: newId(),
          kind: 'text',
          text,
          x: d.x,
          y: d.y,
          rotation: 0,
          scaleX: 1,
          scaleY: 1,
          color: style.color,
          fontSize: style.fontSize,
        });
      }
    },
    [addShape, commit, doc, newId, style],
  );

  // Keyboard: shortcuts work anywhere on the page except while typing; space held pans.
  useEffect(() => {
    const down = (e: KeyboardEvent) => {
      if (isTypingTarget(e.target)) return;
      if (e.key === ' ' && !e.repeat) {
        const onButton = (e.target as HTMLElement | null)?.closest?.('button, a, [role="tab"]');
        if (onButton) return;
        e.preventDefault();
        setSpaceHeld(true);
        return;
      }
      const cmd = keyCommand(e);
      if (!cmd) return;
      // Delete and Escape only mean something with a selection; leave them to the page otherwise.
      if ((cmd.type === 'delete' || cmd.type === 'deselect') && !selectedId) return;
      e.preventDefault();
      switch (cmd.type) {
        case 'tool':
          return setTool(cmd.tool);
        case 'undo':
          select(null);
          return dispatch({ type: 'undo' });
        case 'redo':
          select(null);
          return dispatch({ type: 'redo' });
        case 'delete':
          return remove();
        case 'deselect':
          return select(null);
        case 'zoomIn':
          return zoomBy(1.25);
        case 'zoomOut':
          return zoomBy(0.8);
        case 'fit':
          return fit();
      }
    };
    const up = (e: KeyboardEvent) => {
      if (e.key === ' ') setSpaceHeld(false);
    };
    const blur = () => setSpaceHeld(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    window.addEventListener('blur', blur);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
      window.removeEventListener('blur', blur);
    };
  }, [fit, remove, selectedId, setTool, zoomBy]);

  const nf = new Intl.NumberFormat(lng);
  const selected = doc.shapes.find((s) => s.id === selectedId);
  const selectedRect = selected && isRedaction(selected) ? clampRect(selected, bitmap.width, bitmap.height) : null;

  return (
    <div className="space-y-3">
      <div className="space-y-2">
        <ToolButtons t={t} tool={tool} setTool={setTool} />
        <ActionButtons
          label={t('actionsLabel')}
          actions={[
            {
              id: 'undo',
              icon: 'undo',
              label: t('undo'),
              shortcut: 'Ctrl+Z',
              disabled: !canUndo(history),
              onClick: () => dispatch({ type: 'undo' }),
            },
            {
              id: 'redo',
              icon: 'redo',
              label: t('redo'),
              shortcut: 'Ctrl+Shift+Z / Ctrl+Y',
              disabled: !canRedo(history),
              onClick: () => dispatch({ type: 'redo' }),
            },
            {
              id: 'delete',
              icon: 'trash',
              label: t('delete'),
              shortcut: 'Delete',
              disabled: !selectedId,
              onClick: remove,
            },
            { id: 'zoomOut', icon: 'minus', label: t('zoomOut'), shortcut: '-', onClick: () => zoomBy(0.8) },
            { id: 'zoomIn', icon: 'plus', label: t('zoomIn'), shortcut: '+', onClick: () => zoomBy(1.25) },
            { id: 'fit', icon: 'expand', label: t('fit'), shortcut: '0', onClick: fit },
            { id: 'actual', icon: 'actualSize', label: t('actualSize'), onClick: actual },
            {
              id: 'clearCrop',
              icon: 'cropOff',
              label: t('clearCrop'),
              disabled: !doc.crop,
              onClick: () => commit({ ...doc, crop: null }),
            },
          ]}
        />
        <StyleControls t={t} tool={tool} style={style} setStyle={setStyle} />
      </div>
      <div
        ref={box}
        className="relative w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-900"
        data-testid="annotator-stage"
      >
        {size.width > 0 && (
          <Canvas
            bitmap={bitmap}
            preview={preview}
            doc={doc}
            commit={commit}
            tool={tool}
            style={style}
            view={view}
            setView={setView}
            width={size.width}
            height={size.height}
            selectedId={selectedId}
            select={select}
            panning={spaceHeld}
            newId={newId}
            onTextAt={onTextAt}
            onEditText={onEditText}
            onStep={onStep}
            stageRef={stageRef}
            annotationsRef={annotationsRef}
            label={t('stageLabel', { name: image.name })}
          />
        )}
        {textDraft && (
          <TextEditor draft={textDraft} view={view} style={style} label={t('textLabel')} onDone={finishText} />
        )}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite" data-testid="annotator-status">
        {t('status', {
          width: nf.format(bitmap.width),
          height: nf.format(bitmap.height),
          zoom: nf.format(Math.round(view.scale * 100)),
          count: doc.shapes.length,
        })}
        {selectedRect && (
          <span
            data-testid="annotator-selection"
            data-rect={`${selectedRect.x},${selectedRect.y},${selectedRect.width},${selectedRect.height}`}
          >
            {' '}
            {t('selection', { ...selectedRect })}
          </span>
        )}
      </p>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('keysHint')}</p>
      <BoxesPanel
        imageName={image.name}
        width={bitmap.width}
        height={bitmap.height}
        doc={doc}
        commit={commit}
        newId={newId}
        strokeWidth={style.strokeWidth}
        defaultColor={style.color}
        selected={selected}
      />
      <ExportPanel
        worker={worker.client}
        bitmap={bitmap}
        name={image.name}
        doc={doc}
        view={view}
        annotationsRef={annotationsRef}
      />
    </div>
  );
}
