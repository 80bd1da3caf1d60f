// The site's two kinds of messages (spec §8, §9), callable from anywhere in the browser:
// - toasts: at the bottom, 4.5 s, with a progress bar (failed calls, a promo code taken);
// - notifications: centred at the top, 5 s, no progress bar, a « Fermer » button, and HTML
//   (sanitised) in them.
// This file is all a page's initial JavaScript holds of them: the library that draws them
// (react-toastify), its stylesheet and the sanitiser load with the first message (ADR 012).

export type MessageKind = 'error' | 'success' | 'info';

export type Message =
  | { channel: 'toast'; kind: MessageKind; text: string }
  | { channel: 'notification'; kind: MessageKind; html: string };

type Listener = (message: Message) => void;

let listener: Listener | null = null;
const waiting: Message[] = [];
const hostWakers = new Set<() => void>();

function post(message: Message): void {
  if (listener) listener(message);
  else {
    waiting.push(message);
    hostWakers.forEach((wake) => wake());
  }
}

/** A toast at the bottom of the screen (spec §8: errors by default). */
export function showToast(text: string, kind: MessageKind = 'error'): void {
  post({ channel: 'toast', kind, text });
}

/** A notification at the top; `html` may hold simple markup, sanitised before it is shown. */
export function notify(html: string, kind: MessageKind = 'info'): void {
  post({ channel: 'notification', kind, html });
}

/** For the toaster: receives the messages sent before it loaded, then every new one. */
export function listenToMessages(next: Listener): () => void {
  listener = next;
  waiting.splice(0).forEach(next);
  return () => {
    if (listener === next) listener = null;
  };
}

/** For the host: whether a message waits for the toaster (useSyncExternalStore). */
export const messageDemand = {
  subscribe(wake: () => void) {
    hostWakers.add(wake);
    return () => hostWakers.delete(wake);
  },
  pending: () => waiting.length > 0,
};
