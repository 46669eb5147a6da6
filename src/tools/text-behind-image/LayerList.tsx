/**
 * The list of text layers, front-most first (as it is drawn: a layer higher in the list covers the ones below it,
 * and the subject covers them all). Select a layer to edit it; move it up or down, duplicate or delete it.
 */
import { useToolT } from '../../i18n/useToolT';
import { IconSvg, arrowDown, arrowUp, close, duplicate } from '../../components/ui/Icon';
import { MAX_LAYERS, type Layer } from './layers';

interface Props {
  layers: readonly Layer[];
  selected: string | null;
  onSelect: (id: string) => void;
  onAdd: () => void;
  onDuplicate: (id: string) => void;
  onMove: (id: string, delta: number) => void;
  onDelete: (id: string) => void;
}

export function LayerList({ layers, selected, onSelect, onAdd, onDuplicate, onMove, onDelete }: Props) {
  const { t } = useToolT('text-behind-image');
  const front = [...layers].reverse();
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="tbi-layers" className="text-lg font-semibold">
          {t('layers.heading')}
        </h2>
        <button type="button" className="btn" onClick={onAdd} disabled={layers.length >= MAX_LAYERS}>
          {t('layers.add')}
        </button>
      </div>
      <ul className="space-y-1" aria-labelledby="tbi-layers" data-testid="tbi-layers">
        {front.map((l) => {
          const i = layers.indexOf(l);
          const name = l.text || t('layers.empty');
          return (
            <li
              key={l.id}
              data-layer={l.id}
              className={`flex flex-wrap items-center gap-1 rounded-lg border p-1 ${
                l.id === selected
                  ? 'border-brand-600 bg-brand-50 dark:border-brand-500 dark:bg-slate-800'
                  : 'border-slate-200 dark:border-slate-700'
              }`}
            >
              <button
                type="button"
                className="min-w-0 flex-1 truncate rounded px-2 py-1 text-left"
                aria-pressed={l.id === selected}
                onClick={() => onSelect(l.id)}
              >
                {name}
              </button>
              <button
                type="button"
                className="btn px-2 py-1"
                aria-label={t('layers.up', { name })}
                title={t('layers.up', { name })}
                disabled={i === layers.length - 1}
                onClick={() => onMove(l.id, 1)}
              >
                <IconSvg className="h-4 w-4">{arrowUp}</IconSvg>
              </button>
              <button
                type="button"
                className="btn px-2 py-1"
                aria-label={t('layers.down', { name })}
                title={t('layers.down', { name })}
                disabled={i === 0}
                onClick={() => onMove(l.id, -1)}
              >
                <IconSvg className="h-4 w-4">{arrowDown}</IconSvg>
              </button>
              <button
                type="button"
                className="btn px-2 py-1"
                aria-label={t('layers.duplicate', { name })}
                title={t('layers.duplicate', { name })}
                disabled={layers.length >= MAX_LAYERS}
                onClick={() => onDuplicate(l.id)}
              >
                <IconSvg className="h-4 w-4">{duplicate}</IconSvg>
              </button>
              <button
                type="button"
                className="btn px-2 py-1"
                aria-label={t('layers.delete', { name })}
                title={t('layers.delete', { name })}
                onClick={() => onDelete(l.id)}
              >
                <IconSvg className="h-4 w-4">{close}</IconSvg>
              </button>
            </li>
          );
        })}
      </ul>
      {layers.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">{t('layers.none')}</p>}
    </div>
  );
}
