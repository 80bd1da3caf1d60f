import { pino, type Logger } from 'pino';

/** Structured JSON logs; secrets never written (cookies, authorization, passwords). */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
      ],
      censor: '[caché]',
    },
  });
}
