import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { keepsFocus } from '../../layout/use-navigation-focus.ts';
import hidden from '../visually-hidden.module.css';
import styles from './account-form.module.css';

/**
 * What a form's answer says above its fields: a refusal (spec §8's French message), read out
 * as it appears in the page, and which a page answered to a post without JavaScript opens on
 * (`autofocus`, the browser's alone: React focuses no paragraph); or a step done, which takes
 * the focus: it comes with a new page or a form drawn afresh, whose button had the focus, and a
 * status already on the page as it loads is not read out.
 */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message?: string;
  tone?: 'error' | 'notice';
}) {
  if (!message) return null;
  return tone === 'error' ? (
    <p role="alert" tabIndex={-1} autoFocus className={styles.error}>
      {message}
    </p>
  ) : (
    <Notice message={message} />
  );
}

function Notice({ message }: { message: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  // each answer is a new location, the same words again included
  const { key } = useLocation();
  useEffect(() => ref.current?.focus(), [message, key]);
  return (
    <p role="status" tabIndex={-1} ref={ref} className={styles.notice} {...{ [keepsFocus]: '' }}>
      {message}
    </p>
  );
}

/**
 * A step done on a page that keeps the focus where it was (the button that replaced the one
 * used): a live region always on the page, whose words are read out as they change.
 */
export function LiveNotice({ message }: { message?: string }) {
  return (
    <p role="status" className={message ? styles.notice : hidden.hidden}>
      {message ?? ''}
    </p>
  );
}
