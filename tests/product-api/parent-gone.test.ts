import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';

// ADR 020: the embedded API stops with the site. A site that died between two heartbeats
// leaves a channel that fails with EPIPE before its disconnection is seen: the API closes and
// exits cleanly, rather than dying of an unhandled 'error' event.

it('closes and exits with 0 when its messages to the site fail with EPIPE', async () => {
  const child = fork(fileURLToPath(new URL('support/parent-gone.ts', import.meta.url)), [], {
    execArgv: ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect(out.trim()).toBe('closed');
  expect(code).toBe(0);
});
