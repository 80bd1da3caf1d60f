import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cx } from './class-names.ts';
import { Icon } from './icon.tsx';
import styles from './modal.module.css';

interface ModalProps {
  open: boolean;
  /** called whatever closes it: the close button, Escape, a click on the backdrop */
  onClose: () => void;
  title: string;
  /** a sentence under the title, read with it when the dialog opens */
  description?: string;
  children: ReactNode;
  /** the dialog's actions, at the bottom (sticky on phones) */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** where focus goes on closing when what opened the dialog is gone from the page */
  returnFocus?: () => HTMLElement | null;
}

/**
 * A modal dialog on the native <dialog> (ADR 010): `showModal()` makes the rest of the page
 * inert, keeps focus inside and closes on Escape, with no script-written styles, which the
 * CSP forbids. Focus goes back to what opened it. Phones get a bottom sheet.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  returnFocus,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const shown = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      shown.current = true;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // once a closing: focus back to the opener, and the parent told
  const closed = () => {
    if (!shown.current || ref.current?.open) return;
    shown.current = false;
    const back = opener.current?.isConnected ? opener.current : (returnFocus?.() ?? null);
    back?.focus();
    opener.current = null;
    if (open) onClose();
  };
  // The browser fires `close` in a task of its own: a key pressed before it (Escape, then Enter
  // on the opener) found the parent still holding the dialog open, and opened nothing. Closed
  // by us (a button, the backdrop, Escape's `cancel`), the parent hears of it at once.
  const close = () => {
    ref.current?.close();
    closed();
  };

  return (
    <dialog
      ref={ref}
      data-modal=""
      className={cx(styles.dialog, styles[size])}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClose={closed}
      // a click on the backdrop reaches the <dialog> itself; clicks inside reach its panel
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className={styles.panel}>
        {/* divs, not <header>/<footer>: outside a sectioning element those are the page's
            banner and contentinfo landmarks, which a dialog would then hold twice */}
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={close} aria-label="Fermer">
            <Icon name="close" />
          </button>
        </div>
        <div className={styles.body}>
          {description ? (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          ) : null}
          {children}
        </div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </dialog>
  );
}
