import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

// Node's HTTP parser answers a request it cannot read before Express sees it, with an empty
// body (a 20 KB address: « 431 » and nothing). The site says what went wrong, in French.
const messages: Record<number, string> = {
  400: 'Cette requête est mal formée.',
  408: 'La requête a mis trop de temps à arriver.',
  431: 'L’adresse ou les en-têtes de cette requête sont trop longs.',
};

const statusOf = (code: string | undefined): number =>
  code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;

/** Node's answers to unreadable requests (`clientError`), with a French body. */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // the client went away, or an answer is under way on this socket (Node's own handler
    // checks the same): nothing more to say
    const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage
      ?.headersSent;
    if (error.code === 'ECONNRESET' || !socket.writable || answering) {
      socket.destroy();
      return;
    }
    const status = statusOf(error.code);
    const body = `${messages[status]}\n`;
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: text/plain; charset=utf-8\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
}
