/** The tool's settings and input limits, and how stored settings are read back. */
import { bool, hexColor, oneOf, settingsParser } from '../../../lib/settings';

/** Text over this many characters is refused with a message (MathJax input is formulas, not books). */
export const MAX_TEX_CHARS = 20_000;

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
