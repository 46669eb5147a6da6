/** The optional logo and text watermark, drawn small in a corner of the card's margin. */
import { FileInput } from '../../components/ui/files/FileInput';
import type { Logo } from '../../components/ui/files/useLogo';
import { Select } from '../../components/ui/form/Select';
import { TextField } from '../../components/ui/form/TextField';
import { useToolT } from '../../i18n/useToolT';
import { tooLargeParams } from '../../lib/image/canvas-limits';
import { LOGO_ACCEPT } from '../../lib/image/logo';
import { CORNERS, MAX, type Settings } from './settings';

interface Props {
  s: Settings;
  set: (patch: Partial<Settings>) => void;
  logo: Logo;
}

export function WatermarkControls({ s, set, logo }: Props) {
  const { t, ui, lng } = useToolT('quote-card');
  return (
    <section className="panel space-y-4" aria-labelledby="qc-mark">
      <h2 id="qc-mark" className="text-lg font-semibold">
        {t('markHeading')}
      </h2>
      <FileInput
        onFiles={(files) => logo.choose(files[0]!)}
        accept={LOGO_ACCEPT}
        checkType={false}
        label={t('logoChoose')}
        className="min-h-16"
      >
        <span className="block font-medium text-slate-800 dark:text-slate-100">
          {logo.name && !logo.error ? t('logoChosen', { name: logo.name }) : t('logoDrop')}
        </span>
      </FileInput>
      {logo.error && (
        <p className="error-text" role="alert">
          {logo.error === 'pixels'
            ? ui('image.tooLarge', tooLargeParams(logo.tooLarge!, lng))
            : t(`logoError.${logo.error}`, { name: logo.name ?? '' })}
        </p>
      )}
      {logo.name && (
        <button type="button" className="btn" onClick={logo.clear}>
          {t('logoClear')}
        </button>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('watermarkLabel')}
          id="qc-watermark"
          className="field w-full"
          value={s.watermark}
          max={MAX.watermark}
          autoComplete="off"
          onValueChange={(watermark) => set({ watermark })}
        />
        <Select
          label={t('cornerLabel')}
          value={s.corner}
          onChange={(corner) => set({ corner })}
          options={CORNERS.map((c) => ({ value: c, label: t(`corner.${c}`) }))}
        />
      </div>
    </section>
  );
}
