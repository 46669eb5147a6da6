/**
 * Veo 3 prompt generation: turns the builder's fields into an English prose prompt and a structured JSON
 * prompt. Pure functions, no DOM, one file per job; the gallery uses the same functions, so an example reads
 * exactly as it would if typed into the builder. Import from './logic'.
 */
export * from './fields';
export * from './text';
export * from './generate';
export * from './checks';
export * from './favourites';
