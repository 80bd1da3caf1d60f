import { useEffect } from 'react';
import { ToastContainer, toast, type CloseButtonProps } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';
import { Icon } from '../icon.tsx';
import { listenToMessages, type Message } from './messages.ts';
import './toaster.css';

// spec §9: toast 4.5 s; notification 5 s
const toastMs = 4500;
const notificationMs = 5000;

/** spec §9: the close button is labelled in French. */
function CloseButton({ closeToast }: CloseButtonProps) {
  return (
    <button type="button" className="site-toast-close" aria-label="Fermer" onClick={closeToast}>
      <Icon name="close" />
    </button>
  );
}

async function show(message: Message): Promise<void> {
  // errors interrupt (role alert); the rest waits its turn (role status)
  const role = message.kind === 'error' ? 'alert' : 'status';
  if (message.channel === 'toast') {
    toast(message.text, { containerId: 'toasts', type: message.kind, role });
    return;
  }
  const { sanitizeNotification } = await import('./sanitize-notification.ts');
  const html = sanitizeNotification(message.html);
  toast(<span dangerouslySetInnerHTML={{ __html: html }} />, {
    containerId: 'notifications',
    type: message.kind,
    role,
  });
}

/**
 * react-toastify, its stylesheet (imported, never injected at run time: the CSP forbids it,
 * hence `react-toastify/unstyled`) and the brand's theme. Loaded with the first message.
 */
export default function Toaster() {
  useEffect(
    () =>
      listenToMessages((message) => {
        void show(message);
      }),
    [],
  );
  return (
    <>
      <ToastContainer
        containerId="toasts"
        aria-label="Messages"
        position="bottom-center"
        autoClose={toastMs}
        // react-toastify names its timer bar in English only (« notification timer »): hidden
        // from assistive technologies (aria-hidden), shown on screen again (toaster.css)
        hideProgressBar
        className="site-toasts"
        closeButton={CloseButton}
        newestOnTop
        limit={3}
      />
      <ToastContainer
        containerId="notifications"
        aria-label="Notifications"
        className="site-notifications"
        position="top-center"
        autoClose={notificationMs}
        hideProgressBar
        closeButton={CloseButton}
        icon={false}
      />
    </>
  );
}
