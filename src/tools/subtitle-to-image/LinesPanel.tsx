/**
 * The subtitle lines: one a line in a text box (kept across reloads), or imported from an .srt/.vtt file
 * (button, or dropped on the box). The file's cues replace the text; timings and markup are removed (logic.ts).
 */
import { useRef, useState } from 'react';
import { LimitedText } from '../../components/ui/LimitedText';
import { useFileDrop } from '../../components/ui/useFileDrop';
import { formatBytes } from '../../lib/format';
import { readTextFile } from '../../lib/text-file';
import { useToolT } from '../../i18n/useToolT';
import { cuesToText, parseSubtitles } from './logic';

/** The longest text in the box, UTF-16 code units. */
export const TEXT_MAX = 100_000;
/** The largest subtitle file read. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

type ImportNote =
  | { kind: 'ok'; name: string; count: number }
  | { kind: 'empty' | 'noCues' | 'tooLong' | 'read'; name: string }
  | { kind: 'tooLarge'; name: string; size: number }
  /** Not text at all (a known binary format's magic number, or NUL bytes): `type` names the format when known. */
  | { kind: 'notSubtitle'; name: string; type: string | null };

interface Props {
  text: string;
  setText: (text: string) => void;
  lineCount: number;
  notSaved: boolean;
}

export function LinesPanel({ text, setText, lineCount, notSaved }: Props) {
  const { t, lng } = useToolT('subtitle-to-image');
  const nf = new Intl.NumberFormat(lng);
  const input = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState<ImportNote | null>(null);

  const importFile = async (file: File) => {
    const name = file.name;
    if (file.size === 0) return setNote({ kind: 'empty', name });
    if (file.size > IMPORT_MAX_BYTES) return setNote({ kind: 'tooLarge', name, size: file.size });
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await file.arrayBuffer());
    } catch (err) {
      console.error(`[subtitle-to-image] cannot read ${name}`, err);
      return setNote({ kind: 'read', name });
    }
    // Judged from the bytes before anything else: a picture renamed .srt is not "too long" subtitles.
    const read = readTextFile(bytes);
    if (!read.ok && read.problem === 'binary') {
      console.error(`[subtitle-to-image] ${name} is not text`, read.type ?? 'NUL bytes');
      return setNote({ kind: 'notSubtitle', name, type: read.type });
    }
    // Not valid UTF-8 (an old subtitle in a legacy encoding): read leniently, as a browser would.
    const raw = read.ok ? read.text : new TextDecoder('utf-8').decode(bytes);
    const cues = parseSubtitles(raw);
    if (cues.length === 0) return setNote({ kind: 'noCues', name });
    const joined = cuesToText(cues);
    if (joined.length > TEXT_MAX) return setNote({ kind: 'tooLong', name });
    setText(joined);
    setNote({ kind: 'ok', name, count: cues.length });
  };
  const drop = useFileDrop((files) => void importFile(files[0]!));

  const noteText = (n: ImportNote) => {
    switch (n.kind) {
      case 'ok':
        return t('imported', { count: n.count, n: nf.format(n.count), name: n.name });
      case 'tooLarge':
        return t('importError.tooLarge', {
          name: n.name,
          size: formatBytes(n.size, lng),
          max: formatBytes(IMPORT_MAX_BYTES, lng),
        });
      case 'tooLong':
        return t('importError.tooLong', { name: n.name, max: nf.format(TEXT_MAX) });
      case 'notSubtitle':
        return n.type
          ? t('importError.notSubtitleType', { name: n.name, type: n.type })
          : t('importError.notSubtitle', { name: n.name });
      default:
        return t(`importError.${n.kind}`, { name: n.name });
    }
  };

  return (
    <section className="panel space-y-2" aria-labelledby="sub-lines">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="sub-lines" className="mr-auto text-lg font-semibold">
          <label htmlFor="sub-text">{t('linesLabel')}</label>
        </h2>
        <button type="button" className="btn text-sm" onClick={() => input.current?.click()}>
          {t('importButton')}
        </button>
        <input
          ref={input}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('importLabel')}
          accept=".srt,.vtt,text/vtt,application/x-subrip,text/plain"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file) void importFile(file);
          }}
        />
      </div>
      <p id="sub-text-hint" className="text-sm text-slate-600 dark:text-slate-400">
        {t('linesHint')}
      </p>
      <div {...drop.handlers} className={drop.over ? 'rounded-lg ring-2 ring-brand-500' : undefined}>
        <LimitedText
          multiline
          id="sub-text"
          className="field min-h-40 w-full"
          value={text}
          max={TEXT_MAX}
          onValueChange={setText}
          placeholder={t('placeholder')}
          aria-describedby="sub-text-hint"
          spellCheck={false}
        />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="sub-count">
        {t('lineCount', { count: lineCount, n: nf.format(lineCount) })}
      </p>
      {note && (
        <p role={note.kind === 'ok' ? 'status' : 'alert'} className={note.kind === 'ok' ? 'text-sm' : 'error-text'}>
          {noteText(note)}
        </p>
      )}
      {notSaved && <p className="text-sm text-amber-800 dark:text-amber-300">{t('notSaved')}</p>}
    </section>
  );
}
