export { WorkerClient, type RequestOptions, type WorkerClientOptions } from './client';
export { WorkerTaskError, isCancelled, workerErrorCode, type WorkerErrorCode } from './errors';
export type { Protocol, Task, ReqOf, ResOf, ProgressOf, TaskName } from './protocol';
export { useWorkerTask, type WorkerTask, type UseWorkerTaskOptions, type RunOptions } from './useWorkerTask';
