/** Base64 → image: wires the decoder hook to the input and result panes. */
import { useCallback, useRef } from 'react';
import { DecodeInput } from './DecodeInput';
import { DecodeResult } from './DecodeResult';
import { useDecoder } from './useDecoder';

export function Decoder({ onImage }: { onImage: (file: File) => void }) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const adopt = useCallback(() => textarea.current?.value, []);
  const { text, big, hasInput, state, saveState, setInputText, openFile } = useDecoder({ onImage, adopt });
  const openFileNow = useCallback((file: File) => void openFile(file), [openFile]);
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <DecodeInput
        big={big}
        text={text}
        hasInput={hasInput}
        state={state}
        saveState={saveState}
        textarea={textarea}
        setInputText={setInputText}
        openFile={openFileNow}
      />
      <DecodeResult
        done={state.s === 'done' ? state.r : null}
        file={state.s === 'error' ? (state.file ?? null) : null}
      />
    </div>
  );
}
