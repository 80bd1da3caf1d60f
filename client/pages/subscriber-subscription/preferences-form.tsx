import { useId } from 'react';
import { Form, useNavigation } from 'react-router-dom';
import {
  preferenceLabels,
  subscriptionPreferences,
  type SubscriptionPreference,
} from '../../../shared/funnel-basket.ts';
import { Button } from '../../components/button.tsx';
import { CheckboxField } from '../../components/form/checkbox-field.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import styles from './subscriber-subscription-page.module.css';

/** spec §3's preferences, ticked as the subscription has them; all posted at once (ADR 047). */
export function PreferencesForm({
  preferences,
  refusal,
}: {
  preferences: SubscriptionPreference[];
  refusal?: string;
}) {
  const titleId = useId();
  const pending = useNavigation().formData?.get('intent') === 'preferences';
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId}>Mes préférences</h2>
      <Form method="post" replace preventScrollReset className={styles.form}>
        <input type="hidden" name="intent" value="preferences" />
        <fieldset className={styles.preferences}>
          <legend>Les recettes que nous vous proposons en premier</legend>
          {subscriptionPreferences.map((name) => (
            <CheckboxField
              key={name}
              name="preference"
              value={name}
              label={preferenceLabels[name]}
              defaultChecked={preferences.includes(name)}
            />
          ))}
        </fieldset>
        <FormAlert message={refusal} />
        <div className={styles.actions}>
          <Button type="submit" pending={pending}>
            Enregistrer mes préférences
          </Button>
        </div>
      </Form>
    </section>
  );
}
