import { giftCardAmounts } from '../../../shared/gift-card.ts';
import { formatPrice } from '../../../shared/format-fr.ts';
import { FieldError } from '../../components/form/field-error.tsx';
import styles from './gift-card-page.module.css';

/** The card's amount: one of spec §3's four values, as large choices. */
export function AmountChoice(props: {
  name: string;
  defaultValue?: number;
  error?: string;
  /** the group the page opens on: its first amount */
  autoFocus?: boolean;
  onChange: React.ChangeEventHandler<HTMLInputElement>;
}) {
  const errorId = 'gift-card-amount-error';
  return (
    // a radio group, the role that takes `aria-invalid` (ARIA 1.2 no longer gives it to a group)
    <fieldset
      role="radiogroup"
      className={styles.amounts}
      aria-describedby={props.error ? errorId : undefined}
      aria-invalid={props.error ? true : undefined}
    >
      <legend className={styles.legend}>Montant de la carte</legend>
      <div className={styles.amountList}>
        {giftCardAmounts.map((amount, index) => (
          <label key={amount} className={styles.amount}>
            <input
              type="radio"
              name={props.name}
              value={amount}
              defaultChecked={amount === props.defaultValue}
              autoFocus={index === 0 && props.autoFocus}
              onChange={props.onChange}
              className={styles.amountInput}
            />
            <span className={styles.amountValue}>{formatPrice(amount)}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={props.error} />
    </fieldset>
  );
}
