/** The snippet palette: TeX to insert around the selection. */
export interface Snippet {
  id: string;
  /** What the button shows (TeX source is clear in every language). */
  label: string;
  before: string;
  after: string;
}

/** The palette: `before` + the selection (or nothing) + `after`, the cursor lands after the selection. */
export const SNIPPETS: readonly Snippet[] = [
  { id: 'frac', label: 'a/b', before: '\\frac{', after: '}{}' },
  { id: 'sqrt', label: '√x', before: '\\sqrt{', after: '}' },
  { id: 'root', label: 'ⁿ√x', before: '\\sqrt[n]{', after: '}' },
  { id: 'sup', label: 'xⁿ', before: '^{', after: '}' },
  { id: 'sub', label: 'xᵢ', before: '_{', after: '}' },
  { id: 'sum', label: '∑', before: '\\sum_{i=1}^{n} ', after: '' },
  { id: 'prod', label: '∏', before: '\\prod_{i=1}^{n} ', after: '' },
  { id: 'int', label: '∫', before: '\\int_{a}^{b} ', after: '\\,dx' },
  { id: 'lim', label: 'lim', before: '\\lim_{x \\to 0} ', after: '' },
  { id: 'matrix', label: '( ⋮ )', before: '\\begin{pmatrix}\n  ', after: ' & b \\\\\n  c & d\n\\end{pmatrix}' },
  { id: 'align', label: 'align', before: '\\begin{align}\n  ', after: ' &= b \\\\\n  c &= d\n\\end{align}' },
  {
    id: 'cases',
    label: '{ cases',
    before: 'f(x) = \\begin{cases}\n  ',
    after: ' & x \\ge 0 \\\\\n  -x & x < 0\n\\end{cases}',
  },
  { id: 'alpha', label: 'α', before: '\\alpha', after: '' },
  { id: 'beta', label: 'β', before: '\\beta', after: '' },
  { id: 'pi', label: 'π', before: '\\pi', after: '' },
  { id: 'theta', label: 'θ', before: '\\theta', after: '' },
  { id: 'lambda', label: 'λ', before: '\\lambda', after: '' },
  { id: 'Omega', label: 'Ω', before: '\\Omega', after: '' },
  { id: 'to', label: '→', before: '\\to ', after: '' },
  { id: 'Rightarrow', label: '⇒', before: '\\Rightarrow ', after: '' },
  { id: 'iff', label: '⇔', before: '\\iff ', after: '' },
  { id: 'xrightarrow', label: '→ᶠ', before: '\\xrightarrow{', after: '}' },
  { id: 'text', label: 'text', before: '\\text{', after: '}' },
];

/** Inserts a snippet around the selection [start, end); returns the new text and where the cursor goes. */
export function insertSnippet(
  text: string,
  start: number,
  end: number,
  snippet: Pick<Snippet, 'before' | 'after'>,
): { text: string; cursor: number } {
  const a = Math.max(0, Math.min(start, text.length));
  const b = Math.max(a, Math.min(end, text.length));
  const selected = text.slice(a, b);
  return {
    text: text.slice(0, a) + snippet.before + selected + snippet.after + text.slice(b),
    cursor: a + snippet.before.length + selected.length,
  };
}
