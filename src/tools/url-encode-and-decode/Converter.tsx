/** The Encode / Decode tab: settings, input, swap and output, wired to the saved state and the conversion. */
import { useId, useRef } from 'react';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { useToolT } from '../../i18n/useToolT';
import { outcomeText, type Direction, type UrlMode } from './logic';
import { asBoolean, asString, oneOf, storageKey } from './storage';
import { useConversion } from './useConversion';
import { ConverterOptions } from './ConverterOptions';
import { InputPane } from './InputPane';
import { OutputPane } from './OutputPane';

export function Converter() {
  const { t } = useToolT('url-encode-and-decode');
  const ids = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [input, setInput, , saveState] = usePersistentState(storageKey('input'), '', asString, {
    adopt: () => inputRef.current?.value,
  });
  const [direction, setDirection] = usePersistentState<Direction>(
    storageKey('direction'),
    'encode',
    oneOf(['encode', 'decode'], 'encode'),
  );
  const [mode, setMode] = usePersistentState<UrlMode>(
    storageKey('mode'),
    'component',
    oneOf(['component', 'uri', 'form'], 'component'),
  );
  const [batch, setBatch] = usePersistentState(storageKey('batch'), false, asBoolean);

  const { outcome, working, error } = useConversion({ text: input, direction, mode, batch });
  const output = outcome ? outcomeText(outcome) : '';
  const hintId = `${ids}-mode-hint`;

  const swap = () => {
    setInput(output);
    setDirection(direction === 'encode' ? 'decode' : 'encode');
    inputRef.current?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      <ConverterOptions
        direction={direction}
        setDirection={setDirection}
        mode={mode}
        setMode={setMode}
        batch={batch}
        setBatch={setBatch}
        hintId={hintId}
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
        <InputPane
          ids={ids}
          hintId={hintId}
          inputRef={inputRef}
          input={input}
          setInput={setInput}
          direction={direction}
          mode={mode}
          batch={batch}
          outcome={outcome}
          saveState={saveState}
        />
        <div className="flex items-center justify-center">
          <button
            type="button"
            className="btn"
            onClick={swap}
            disabled={!output}
            aria-label={t('swap')}
            title={t('swap')}
          >
            <span aria-hidden="true" className="inline-block lg:rotate-90">
              ⇅
            </span>
            <span>{t('swapShort')}</span>
          </button>
        </div>
        <OutputPane direction={direction} output={output} working={working} error={error} />
      </div>
    </div>
  );
}
