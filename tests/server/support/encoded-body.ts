import type { Response } from 'superagent';

/** A supertest parser that keeps the body as the server sent it, still compressed. */
export function encodedBody(res: Response, done: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
