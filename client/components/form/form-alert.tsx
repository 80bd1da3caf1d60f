import styles from './account-form.module.css';

/**
 * What a form's answer says above its fields: a refusal (spec §8's French message) or a step
 * done; read out by screen readers as it appears.
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
    <p role="alert" className={styles.error}>
      {message}
    </p>
  ) : (
    <p role="status" className={styles.notice}>
      {message}
    </p>
  );
}
