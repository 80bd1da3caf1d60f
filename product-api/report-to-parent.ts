// When the site runs this API as its child process (ADR 020), it learns the port from here and
// watches a heartbeat: a stuck event loop stops the beats, and the site restarts the process.

const heartbeatEveryMs = 1000;

export function reportToParent(port: number, close: () => Promise<void>): void {
  const send = process.send?.bind(process);
  if (!send) return;
  // the site is gone (even killed), or stops us (it disconnects): so is its API
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void close().finally(() => process.exit(0));
  };
  if (!process.connected) {
    stop();
    return;
  }
  process.once('disconnect', stop);
  // a message the site can no longer take (it died since the last beat: EPIPE before the
  // disconnection is seen) stops us as well; without a callback, Node throws it at the process
  const sent = (error: Error | null) => {
    if (error) stop();
  };
  send({ type: 'listening', port }, undefined, undefined, sent);
  setInterval(() => {
    if (process.connected) send({ type: 'alive' }, undefined, undefined, sent);
  }, heartbeatEveryMs).unref();
}
