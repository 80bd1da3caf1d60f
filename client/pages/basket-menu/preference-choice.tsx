import {
  basketParams,
  preferenceLabels,
  subscriptionPreferences,
  type SubscriptionPreference,
} from '../../../shared/funnel-basket.ts';
import styles from './basket-menu.module.css';

/**
 * Spec §3's subscription preferences, kept with the subscription (ADR 043); once hydrated,
 * each one ticked also narrows the recipes shown.
 */
export function PreferenceChoice({
  chosen,
  onChange,
  form,
}: {
  chosen: readonly SubscriptionPreference[];
  onChange: (next: SubscriptionPreference[]) => void;
  /** the basket's form, which posts them */
  form: string;
}) {
  return (
    <fieldset className={styles.preferences}>
      <legend className={styles.preferencesLegend}>Vos préférences (facultatif)</legend>
      <div className={styles.preferenceList}>
        {subscriptionPreferences.map((name) => (
          <label key={name} className={styles.preference}>
            <input
              type="checkbox"
              name={basketParams.preference}
              value={name}
              form={form}
              checked={chosen.includes(name)}
              onChange={(event) =>
                onChange(
                  subscriptionPreferences.filter((entry) =>
                    entry === name ? event.target.checked : chosen.includes(entry),
                  ),
                )
              }
            />
            {preferenceLabels[name]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
