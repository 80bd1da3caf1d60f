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
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      data-modal=""
      className={cx(styles.dialog, styles[size])}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={() => {
        const back = opener.current?.isConnected ? opener.current : (returnFocus?.() ?? null);
        back?.focus();
        opener.current = null;
        if (open) onClose();
      }}
      // a click on the backdrop reaches the <dialog> itself; clicks inside reach its panel
      onClick={(event) => {
        if (event.target === event.currentTarget) ref.current?.close();
      }}
    >
      <div className={styles.panel}>
        {/* divs, not <header>/<footer>: outside a sectioning element those are the page's
            banner and contentinfo landmarks, which a dialog would then hold twice */}
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={() => ref.current?.close()}
            aria-label="Fermer"
          >
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
