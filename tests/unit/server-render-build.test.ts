import { PassThrough } from 'node:stream';
import { createElement, useActionState } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { expect, it } from 'vitest';

// ADR 023: the server renders with React's Node build (client/entry.server.tsx imports
// `react-dom/server`). The Bun build it replaced called the global `Bun.hash` for a form whose
// action comes from `useActionState`, and crashed such a page under Node.

// an action as a server reference carries it: `$$FORM_ACTION` says what the form posts, and
// binding it (as useActionState does) keeps it a reference
type Reference = ((...args: unknown[]) => unknown) & { $$FORM_ACTION: (name: string) => object };
function serverReference(run: (...args: unknown[]) => unknown): Reference {
  return Object.assign(run, {
    $$FORM_ACTION: (name: string) => ({
      name,
      method: 'POST',
      encType: 'multipart/form-data',
      data: new FormData(),
    }),
    bind: (_this: unknown, ...bound: unknown[]) =>
      serverReference((...args: unknown[]) => run(...bound, ...args)),
  });
}
const serverAction = serverReference(async () => 'envoyé');

function LoginForm() {
  const [message, formAction] = useActionState(serverAction as () => Promise<string>, '');
  return createElement(
    'form',
    { action: formAction },
    createElement('input', { name: 'identifier', defaultValue: message }),
  );
}

it('streams a form whose action comes from useActionState', async () => {
  const html = await new Promise<string>((resolve, reject) => {
    const sink = new PassThrough();
    const parts: Buffer[] = [];
    sink.on('data', (part: Buffer) => parts.push(part));
    sink.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    const { pipe } = renderToPipeableStream(createElement(LoginForm), {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
  expect(html).toContain('<form');
  expect(html).toContain('$ACTION_KEY');
  expect(html).toContain('name="identifier"');
});
