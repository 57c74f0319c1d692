// A worker thread starts without the TypeScript loader the app runs under (tsx, or vitest's):
// register tsx here, then load the TypeScript entry the parent named in workerData.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
