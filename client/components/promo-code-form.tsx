import { useId, useState, type FormEvent } from 'react';
import { useCouponActions, type StoredCoupon } from '../api/queries/coupon.ts';
import { Button } from './button.tsx';
import styles from './promo-code-form.module.css';

/**
 * « Code promo » where prices are shown (spec §4): checked on « Appliquer », the input cleared
 * once taken into account; the code applied can be removed. It needs the browser's storage, so
 * it is a plain form of the page, not a route action.
 */
export function PromoCodeForm({ coupon }: { coupon: StoredCoupon }) {
  const inputId = useId();
  const { apply, remove } = useCouponActions();
  const [typed, setTyped] = useState('');
  const [checking, setChecking] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking || !typed.trim()) return;
    setChecking(true);
    try {
      if (await apply(typed)) setTyped('');
    } finally {
      setChecking(false);
    }
  }

  if (coupon.status === 'valid')
    return (
      <p className={styles.applied}>
        <span>
          Code promo <strong>{coupon.coupon.code.toUpperCase()}</strong> appliqué
        </span>
        <Button variant="secondary" size="sm" onClick={remove}>
          Retirer le code
        </Button>
      </p>
    );
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        Code promo
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={checking || coupon.status === 'unread'}>
          {checking ? 'Vérification…' : 'Appliquer'}
        </Button>
      </div>
    </form>
  );
}
