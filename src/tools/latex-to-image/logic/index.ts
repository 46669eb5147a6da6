/**
 * Pure logic of latex-to-image, one file per job (no DOM): errors.ts (where TeX fails), snippets.ts (the palette),
 * svg.ts (MathJax's SVG made into a picture), settings.ts (settings and limits). Import from './logic'.
 */
export * from './errors';
export * from './snippets';
export * from './svg';
export * from './settings';
export * from './engine';
export * from './mixed';
