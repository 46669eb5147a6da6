/** Files that were not added, each with its translated reason, at the file input. */
import { useToolT } from '../../i18n/useToolT';
import { IMAGE_LIMITS, tooLargeParams } from '../../lib/image/canvas-limits';
import { MAX_IMAGES } from './logic';
import type { Problem } from './useImages';

export function Problems({ problems, onDismiss }: { problems: readonly Problem[]; onDismiss: () => void }) {
  const { t, ui, lng } = useToolT('image-stitcher');
  if (!problems.length) return null;
  return (
    <div
      role="alert"
      data-testid="stitch-problems"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-2 dark:border-red-900 dark:bg-red-950/40"
    >
      <ul className="error-text min-w-0 flex-1 space-y-1 break-words">
        {problems.map((p, i) => (
          <li key={i}>
            {p.reason === 'tooLarge'
              ? ui('image.named', {
                  name: p.name,
                  message: ui(
                    'image.tooLarge',
                    tooLargeParams({ width: p.width ?? 0, height: p.height ?? 0, ...IMAGE_LIMITS }, lng),
                  ),
                })
              : t(`problem.${p.reason}`, { name: p.name, other: p.other ?? '', max: MAX_IMAGES })}
          </li>
        ))}
      </ul>
      <button type="button" className="btn shrink-0 px-2 py-0.5" onClick={onDismiss}>
        {ui('files.dismiss')}
      </button>
    </div>
  );
}
