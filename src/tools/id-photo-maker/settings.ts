/** The ID photo maker's settings (persisted in localStorage; never the photo) and their parsing. Pure. */
import { hexColor, int, oneOf, settingsParser, type Rule } from '../../lib/settings';
import { clampMm, PRESET_IDS, type PresetId } from './logic';
import { SHEET_ORIENTATIONS, type SheetOrientation } from './sheet';
import { MAX_PHOTO_KB } from './size-target';

export const BACKGROUNDS = ['white', 'grey', 'blue', 'red', 'custom'] as const;
export type Background = (typeof BACKGROUNDS)[number];

/** The usual ID photo backgrounds. */
export const BACKGROUND_COLORS: Record<Exclude<Background, 'custom'>, string> = {
  white: '#ffffff',
  /** Light grey, as the UK rule allows ("plain cream or light grey"). */
  grey: '#eeeeee',
  blue: '#438edb',
  red: '#d9261c',
};

export const PHOTO_FORMATS = ['png', 'jpeg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
export const SHEET_FORMATS = ['png', 'jpeg', 'pdf'] as const;
export type SheetFormat = (typeof SHEET_FORMATS)[number];

export interface Settings {
  preset: PresetId;
  customWidthMm: number;
  customHeightMm: number;
  background: Background;
  customColor: string;
  photoFormat: PhotoFormat;
  orientation: SheetOrientation;
  sheetFormat: SheetFormat;
  /** The photo download at most this many KB (0: no target); see size-target.ts. */
  maxKB: number;
}

export const DEFAULTS: Settings = {
  preset: 'one-inch',
  customWidthMm: 35,
  customHeightMm: 45,
  background: 'blue',
  customColor: '#4a90e2',
  photoFormat: 'jpeg',
  orientation: 'landscape',
  sheetFormat: 'jpeg',
  maxKB: 0,
};

/** A size in mm, clamped by clampMm. */
const mm: Rule<number> = (v, d) => (typeof v === 'number' && Number.isFinite(v) ? clampMm(v) : d);

/** Settings from stored JSON: each unknown or invalid field falls back to its default. */
export const parseSettings = settingsParser<Settings>(DEFAULTS, {
  preset: oneOf(PRESET_IDS),
  customWidthMm: mm,
  customHeightMm: mm,
  background: oneOf(BACKGROUNDS),
  customColor: hexColor,
  photoFormat: oneOf(PHOTO_FORMATS),
  orientation: oneOf(SHEET_ORIENTATIONS),
  sheetFormat: oneOf(SHEET_FORMATS),
  maxKB: int([0, MAX_PHOTO_KB]),
});

export function backgroundColor(s: Settings): string {
  return s.background === 'custom' ? s.customColor : BACKGROUND_COLORS[s.background];
}

/** Output file names: "id-photo-<preset>-<w>x<h>.<ext>", "id-photo-sheet-…", "<photo>-cutout.png". */
export function outputName(kind: 'photo' | 'sheet', preset: PresetId, w: number, h: number, ext: string): string {
  return `id-photo-${kind === 'sheet' ? 'sheet-' : ''}${preset}-${w}x${h}.${ext === 'jpeg' ? 'jpg' : ext}`;
}
