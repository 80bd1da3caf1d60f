import { useState, type ChangeEvent } from 'react';
import { cargoBikeTowns, isCargoBikePostcode } from '../../../shared/delivery-area.ts';
import { deliveryLimits, type DeliveryField } from '../../../shared/first-order-messages.ts';
import { TextAreaField } from '../../components/form/text-area-field.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import styles from './basket-delivery.module.css';

type Field = (name: DeliveryField) => {
  name: DeliveryField;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
};

const towns = cargoBikeTowns.map((entry) => entry.town);
const townList = `${towns.slice(0, -1).join(', ')} et ${towns.at(-1)}`;

/**
 * Who receives the box, where and how to reach them (README "Funnel": `delivery`). A postcode
 * of Paris or of the towns of the city pages says at once that the box comes by cargo bike
 * (DECISIONS, Copy).
 */
export function AddressFields(props: {
  field: Field;
  errorOf: (name: DeliveryField) => string | undefined;
  values: Partial<Record<DeliveryField, string>>;
}) {
  const { field, errorOf, values } = props;
  const [postcode, setPostcode] = useState(values.postcode ?? '');
  const postcodeField = field('postcode');
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Adresse de livraison</legend>
      <p className={styles.area}>
        {`Nous livrons partout en France, Corse et départements d’outre-mer compris. À Paris, ${townList}, votre box arrive à vélo cargo\u00a0; ailleurs, par transporteur.`}
      </p>
      <div className={styles.row}>
        <TextField
          label="Prénom"
          autoComplete="given-name"
          required
          maxLength={deliveryLimits.firstName}
          defaultValue={values.firstName}
          error={errorOf('firstName')}
          {...field('firstName')}
        />
        <TextField
          label="Nom"
          autoComplete="family-name"
          required
          maxLength={deliveryLimits.lastName}
          defaultValue={values.lastName}
          error={errorOf('lastName')}
          {...field('lastName')}
        />
      </div>
      <TextField
        label="Adresse"
        hint="Numéro et rue"
        autoComplete="address-line1"
        required
        maxLength={deliveryLimits.addressLine1}
        defaultValue={values.addressLine1}
        error={errorOf('addressLine1')}
        {...field('addressLine1')}
      />
      <TextField
        label="Complément d’adresse"
        hint="Bâtiment, étage, digicode…"
        autoComplete="address-line2"
        maxLength={deliveryLimits.addressLine2}
        defaultValue={values.addressLine2}
        error={errorOf('addressLine2')}
        {...field('addressLine2')}
      />
      <div className={styles.row}>
        <div>
          <TextField
            label="Code postal"
            autoComplete="postal-code"
            inputMode="numeric"
            required
            maxLength={5}
            defaultValue={values.postcode}
            error={errorOf('postcode')}
            {...postcodeField}
            onChange={(event) => {
              setPostcode(event.currentTarget.value);
              postcodeField.onChange(event);
            }}
          />
          <p className={styles.cargoBike} aria-live="polite">
            {isCargoBikePostcode(postcode) ? 'Livraison à vélo cargo' : ''}
          </p>
        </div>
        <TextField
          label="Ville"
          autoComplete="address-level2"
          required
          maxLength={deliveryLimits.city}
          defaultValue={values.city}
          error={errorOf('city')}
          {...field('city')}
        />
      </div>
      <TextField
        label="Téléphone"
        hint="Pour que le livreur puisse vous joindre, par exemple 06 12 34 56 78."
        type="tel"
        autoComplete="tel-national"
        required
        defaultValue={values.phone}
        error={errorOf('phone')}
        {...field('phone')}
      />
      <TextAreaField
        label="Instructions de livraison"
        hint="Où déposer la box si vous êtes absent, par exemple."
        maxChars={deliveryLimits.instructions}
        defaultValue={values.instructions}
        error={errorOf('instructions')}
        {...field('instructions')}
      />
    </fieldset>
  );
}
