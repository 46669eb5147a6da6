/**
 * What the document translator needs only once a file has been chosen: the job (paragraphs to translate, progress,
 * summary), the engine pipeline and output names, and the panes shown while and after translating. The island
 * imports this module on the first file, so none of it is parsed or run when the page loads.
 */
export { Cancelled, createJob, isComplete, progress as progressOf, runJob, summarise } from './job';
export { engineTranslate, outputName, placedOf } from './pipeline';
export { Downloads, PasswordPrompt, ProgressPane, SummaryPane } from './Panes';
