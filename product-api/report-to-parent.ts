// When the site runs this API as its child process (ADR 020), it learns the port from here and
// watches a heartbeat: a stuck event loop stops the beats, and the site restarts the process.

const heartbeatEveryMs = 1000;

export function reportToParent(port: number, close: () => Promise<void>): void {
  const send = process.send?.bind(process);
  if (!send) return;
  send({ type: 'listening', port });
  setInterval(() => send({ type: 'alive' }), heartbeatEveryMs).unref();
  // the site is gone (even killed): so is its API
  process.once('disconnect', () => {
    void close().finally(() => process.exit(0));
  });
}
