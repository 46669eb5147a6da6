/** The ID photo maker's settings (persisted in localStorage; never the photo) and their parsing. Pure. */
import { parseHexColor } from '../../components/ui/form/values';
import { clampMm, PRESET_IDS, type PresetId } from './logic';
import { SHEET_ORIENTATIONS, type SheetOrientation } from './sheet';

export const BACKGROUNDS = ['white', 'blue', 'red', 'custom'] as const;
export type Background = (typeof BACKGROUNDS)[number];

/** The usual ID photo backgrounds. */
export const BACKGROUND_COLORS: Record<Exclude<Background, 'custom'>, string> = {
  white: '#ffffff',
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
};

function oneOf<T extends string>(list: readonly T[], v: unknown, fallback: T): T {
  return typeof v === 'string' && (list as readonly string[]).includes(v) ? (v as T) : fallback;
}

/** Settings from stored JSON: each unknown or invalid field falls back to its default. */
export function parseSettings(raw: unknown): Settings {
  const o = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const mm = (v: unknown, d: number) => (typeof v === 'number' && Number.isFinite(v) ? clampMm(v) : d);
  return {
    preset: oneOf(PRESET_IDS, o.preset, DEFAULTS.preset),
    customWidthMm: mm(o.customWidthMm, DEFAULTS.customWidthMm),
    customHeightMm: mm(o.customHeightMm, DEFAULTS.customHeightMm),
    background: oneOf(BACKGROUNDS, o.background, DEFAULTS.background),
    customColor: (typeof o.customColor === 'string' && parseHexColor(o.customColor)) || DEFAULTS.customColor,
    photoFormat: oneOf(PHOTO_FORMATS, o.photoFormat, DEFAULTS.photoFormat),
    orientation: oneOf(SHEET_ORIENTATIONS, o.orientation, DEFAULTS.orientation),
    sheetFormat: oneOf(SHEET_FORMATS, o.sheetFormat, DEFAULTS.sheetFormat),
  };
}

export function backgroundColor(s: Settings): string {
  return s.background === 'custom' ? s.customColor : BACKGROUND_COLORS[s.background];
}

/** Output file names: "id-photo-<preset>-<w>x<h>.<ext>", "id-photo-sheet-…", "<photo>-cutout.png". */
export function outputName(kind: 'photo' | 'sheet', preset: PresetId, w: number, h: number, ext: string): string {
  return `id-photo-${kind === 'sheet' ? 'sheet-' : ''}${preset}-${w}x${h}.${ext === 'jpeg' ? 'jpg' : ext}`;
}
