/** The tool's settings and input limits, and how stored settings are read back. */
import { bool, hexColor, oneOf, settingsParser } from '../../../lib/settings';

/** Text over this many characters is refused with a message (MathJax input is formulas, not books). */
export const MAX_TEX_CHARS = 20_000;

/** The formula in the box on a first visit (drawn at build time: sample.ts). */
export const SAMPLE = 'x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}';
/** The sample of text with maths (shown when the mode changes while the formula sample is in the box). */
export const MIXED_SAMPLE =
  'The roots of $ax^2 + bx + c = 0$ are\n$$x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$$\nand water is $\\ce{H2O}$.';

/** What MathJax drew for a formula (its SVG and MathML), for `tex` in display or inline style. */
export interface Drawn {
  svg: string;
  mathml: string;
  tex: string;
  display: boolean;
}

/** Allowed PNG scales and the base size. */
export const SCALES = [1, 2, 3, 4, 6, 8] as const;
export const EM_PX = 20;
export const PAD_EM = 0.25;

export interface Settings {
  /** One formula, or text with inline $…$ and display $$…$$ maths. */
  mode: 'formula' | 'mixed';
  display: boolean;
  scale: number;
  color: string;
  background: 'transparent' | 'solid';
  backgroundColor: string;
}

export const DEFAULT_SETTINGS: Settings = {
  mode: 'formula',
  display: true,
  scale: 4,
  color: '#000000',
  background: 'transparent',
  backgroundColor: '#ffffff',
};

/** Settings read back from storage: each field checked, anything odd replaced by its default. */
export const parseSettings = settingsParser<Settings>(DEFAULT_SETTINGS, {
  mode: oneOf(['formula', 'mixed']),
  display: bool,
  scale: oneOf<number>(SCALES),
  color: hexColor,
  background: oneOf(['transparent', 'solid']),
  backgroundColor: hexColor,
});
