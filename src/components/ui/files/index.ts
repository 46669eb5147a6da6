/** The file kit for tools that take files: input, batch list, previews, downloads. */
export { checkFiles, describeAccept, matchesAccept, type FileRules, type RejectReason, type Rejection } from './accept';
export { FileInput, clipboardFiles, type FileInputProps } from './FileInput';
export { queuedItem, useBatchQueue } from './useBatchQueue';
export type { BatchItem, BatchQueue as BatchQueueState, BatchStatus, QueueEntry } from './useBatchQueue';
export { BatchQueue } from './BatchQueue';
export { QueueRow, type QueueRowProps, type RowTone } from './QueueRow';
export { DownloadAllButton, QueuePanel } from './QueuePanel';
export { ProgressBar } from './ProgressBar';
export { CHECKERBOARD, ImagePreview } from './ImagePreview';
export { CompareSlider, keyToPosition } from './CompareSlider';
export { useObjectUrl } from './useObjectUrl';
export { buildZip, downloadFile, downloadZip, uniqueNames, type NamedBlob } from './download';
