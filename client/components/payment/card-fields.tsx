import { useState, type ChangeEvent } from 'react';
import {
  cardBrandName,
  cvcLength,
  formatCardNumber,
  formatExpiry,
} from '../../../shared/card-entry.ts';
import type { CardField } from '../../api/card-payment.ts';
import { TextField } from '../form/text-field.tsx';
import styles from './payment.module.css';

interface FieldProps {
  name: CardField;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The card of the test-mode payment (ADR 037): number grouped as on the card with its brand,
 * expiry MM/AA, CVC and holder, with the autofill tokens browsers and password managers know.
 */
export function CardFields(props: {
  field: (name: CardField) => FieldProps;
  errorOf: (name: CardField) => string | undefined;
  holderName: string;
}) {
  const [brand, setBrand] = useState<string>();
  const [cvcDigits, setCvcDigits] = useState(3);
  const number = props.field('cardNumber');
  const expiry = props.field('expiry');
  return (
    <div className={styles.card}>
      <TextField
        label="Numéro de carte"
        hint={brand ? `Carte ${brand}` : undefined}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        maxLength={23}
        required
        error={props.errorOf('cardNumber')}
        {...number}
        onChange={(event) => {
          const input = event.currentTarget;
          // the groups follow the typing, unless the visitor edits inside the number
          if (input.selectionStart === input.value.length)
            input.value = formatCardNumber(input.value);
          setBrand(cardBrandName(input.value));
          setCvcDigits(cvcLength(input.value));
          number.onChange(event);
        }}
      />
      <div className={styles.cardRow}>
        <TextField
          label="Date d’expiration"
          hint="MM/AA"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/AA"
          maxLength={5}
          required
          error={props.errorOf('expiry')}
          {...expiry}
          onChange={(event) => {
            const input = event.currentTarget;
            if (input.selectionStart === input.value.length)
              input.value = formatExpiry(input.value);
            expiry.onChange(event);
          }}
        />
        <TextField
          label="Cryptogramme visuel"
          hint={`${cvcDigits}\u00a0chiffres, au dos de la carte`}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
          error={props.errorOf('cvc')}
          {...props.field('cvc')}
        />
      </div>
      <TextField
        label="Nom du titulaire"
        autoComplete="cc-name"
        required
        defaultValue={props.holderName}
        error={props.errorOf('holderName')}
        {...props.field('holderName')}
      />
    </div>
  );
}
