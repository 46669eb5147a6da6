/**
 * MathJax's TeX errors in the visitor's language: the English message is matched against MathJax's own template
 * for its id, and the template's arguments (a macro's name, an environment) are handed to the translation.
 */

const TEMPLATES = {
  UndefinedControlSequence: 'Undefined control sequence %1',
  MissingCloseBrace: 'Missing close brace',
  ExtraCloseMissingOpen: 'Extra close brace or missing open brace',
  ExtraOpenMissingClose: 'Extra open brace or missing close brace',
  MissingArgFor: 'Missing argument for %1',
  DoubleExponent: 'Double exponent: use braces to clarify',
  DoubleExponentPrime: 'Prime causes double exponent: use braces to clarify',
  DoubleSubscripts: 'Double subscripts: use braces to clarify',
  Misplaced: 'Misplaced %1',
  EnvBadEnd: '\\begin{%1} ended with \\end{%2}',
  EnvMissingEnd: 'Missing \\end{%1}',
  UnknownEnv: "Unknown environment '%1'",
  ExtraLeftMissingRight: 'Extra \\left or missing \\right',
  MissingLeftExtraRight: 'Missing \\left or extra \\right',
  ExtraMiddle: 'Extra \\middle',
  MissingScript: 'Missing superscript or subscript argument',
  MissingOrUnrecognizedDelim: 'Missing or unrecognized delimiter for %1',
  RequireFail: 'Extension "%1" failed to load',
  MathNotTerminated: 'Math mode is not properly terminated',
  ExtraAlignTab: 'Extra alignment tab in \\cases text',
} as const;

export type EngineErrorId = keyof typeof TEMPLATES;
export const ENGINE_ERROR_IDS = Object.keys(TEMPLATES) as EngineErrorId[];

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The error's id and arguments when it is one this tool translates, else null. */
export function engineError(err: { id: string; message: string }): { id: EngineErrorId; a: string; b: string } | null {
  if (!Object.hasOwn(TEMPLATES, err.id)) return null;
  const id = err.id as EngineErrorId;
  const re = new RegExp(`^${escapeRe(TEMPLATES[id]).replace(/%[12]/g, '([\\s\\S]+?)')}$`);
  const m = re.exec(err.message.trim());
  if (!m) return null;
  return { id, a: m[1] ?? '', b: m[2] ?? '' };
}
