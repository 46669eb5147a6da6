/**
 * The words for each thing that can go wrong, from the typed problems the hooks report. Pure: the
 * translation functions come from `useToolT('image-base64')`.
 */
import { formatBytes } from '../../lib/format';
import type { ToolT } from '../../i18n/useToolT';
import type { Base64Error } from './logic';

type T = Pick<ToolT<'image-base64'>, 't' | 'ui' | 'lng' | 'workerError'>;

/** Why a chosen file gave no Base64. */
export type EncodeProblem =
  | { reason: 'read' }
  | { reason: 'other'; other: string }
  | { reason: 'empty' }
  | { reason: 'text' }
  | { reason: 'notImage' }
  /** The worker failed to load or crashed; `error` is the client's error (null when unknown). */
  | { reason: 'worker'; error: unknown };

/** Why the decoder's input gave no image (other than being empty). */
export type DecodeProblem =
  | { reason: 'invalid'; error: Base64Error }
  | { reason: 'read'; name: string }
  /** An opened file with nothing in it but (possibly) whitespace: `size` in bytes. */
  | { reason: 'emptyFile'; name: string; size: number }
  /** An opened file that is not text (binary, or a known format such as PDF: `other`). */
  | { reason: 'notText'; name: string; other: string | null }
  | { reason: 'worker'; error: unknown };

/** The shared, translated message for a worker that failed to load, crashed or threw. */
export function workerMessage({ workerError }: T, error: unknown): string {
  return workerError(error);
}

export function encodeProblemMessage(tt: T, name: string, problem: EncodeProblem): string {
  const { t } = tt;
  switch (problem.reason) {
    case 'read':
      return t('errReadFile', { name });
    case 'other':
      return t('errFileIsOther', { name, other: problem.other });
    case 'empty':
      return t('errFileEmpty', { name });
    case 'text':
      return t('errFileIsText', { name });
    case 'notImage':
      return t('errFileNotImage', { name });
    case 'worker':
      return workerMessage(tt, problem.error);
  }
}

function notImageMessage({ t, lng }: T, e: Base64Error): string {
  const size = formatBytes(e.size ?? 0, lng);
  // A known format (a PDF pasted as Base64): say what it is; the result pane offers the file.
  if (e.other) return t('errDecodedIsOther', { size, other: e.other });
  const parts = [t('errNotImage', { size, hex: e.hex })];
  if (e.text) parts.push(t('errLooksLikeText', { text: e.text }));
  return parts.join(' ');
}

export function base64ErrorMessage(tt: T, e: Base64Error): string {
  const { t, lng } = tt;
  switch (e.code) {
    case 'empty':
      return t('errEmpty');
    case 'invalidChar':
      return t('errInvalidChar', { char: e.char, codePoint: e.codePoint, line: e.line, column: e.column });
    case 'badPadding':
      return t('errBadPadding', { line: e.line, column: e.column });
    case 'wrongLength':
      return t('errWrongLength', { count: e.count, n: new Intl.NumberFormat(lng).format(e.count ?? 0) });
    case 'badDataUri':
      return t('errBadDataUri');
    case 'notImage':
      return notImageMessage(tt, e);
  }
}

export function decodeProblemMessage(tt: T, problem: DecodeProblem): string {
  switch (problem.reason) {
    case 'invalid':
      return base64ErrorMessage(tt, problem.error);
    case 'read':
      return tt.t('errReadFile', { name: problem.name });
    case 'emptyFile':
      return problem.size === 0
        ? tt.t('errTextFileEmpty', { name: problem.name })
        : tt.t('errTextFileBlank', { name: problem.name });
    case 'notText':
      return problem.other
        ? tt.t('errTextFileIsOther', { name: problem.name, other: problem.other })
        : tt.t('errTextFileBinary', { name: problem.name });
    case 'worker':
      return workerMessage(tt, problem.error);
  }
}
