import { reportToParent } from '../../../product-api/report-to-parent.ts';

// A child whose site died between two heartbeats: its IPC channel still reads as connected, but
// every message fails with EPIPE, as Node reports it (`process.send`'s callback gets the error;
// with no callback, the process emits it as an 'error' event). It prints what happened.
const epipe = () => Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
process.send = ((...args: unknown[]) => {
  const callback = args.find((arg) => typeof arg === 'function') as
    ((error: Error | null) => void) | undefined;
  setImmediate(() =>
    callback ? callback(epipe()) : (process as NodeJS.EventEmitter).emit('error', epipe()),
  );
  return false;
}) as typeof process.send;

reportToParent(4000, async () => {
  process.stdout.write('closed\n');
});
