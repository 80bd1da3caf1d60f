import { useId, useState } from 'react';
import { Form, useNavigation } from 'react-router-dom';
import type { BoxSettings } from '../../../shared/box-settings.ts';
import { formatPrice, formatPriceWithCents } from '../../../shared/format-fr.ts';
import { clampRecipes, recipeBounds } from '../../../shared/offer-bounds.ts';
import { anyGuestsRecipeBounds } from '../../../shared/subscription-setting.ts';
import { welcomeOfferPrice } from '../../../shared/welcome-offer-price.ts';
import { welcomeOfferGuests } from '../../../shared/box-sizes.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { Button } from '../../components/button.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import styles from './subscriber-subscription-page.module.css';

const recipesText = (count: number) => `${count}\u00a0recette${count > 1 ? 's' : ''}`;

/** « 82 € par semaine pour 12 parts, soit 6,83 € la part » (spec §9's grid). */
function SettingPrice({ box }: { box: BoxSettings }) {
  const price = welcomeOfferPrice(box.guests, box.recipes);
  if (!price) return null;
  return (
    <p className={styles.price} aria-live="polite">
      <strong>{formatPrice(price.total)}</strong> par semaine pour {price.dishes}&nbsp;parts, soit{' '}
      {formatPriceWithCents(price.perDish)} la part
    </p>
  );
}

/**
 * The box's guests × recipes per week (spec §9, DECISIONS « Welcome offer »): radio buttons and
 * a list, so that it posts without JavaScript (every count any guests allow); with it, the
 * recipes follow what the guests allow and the price follows the choice. The action checks it again (ADR 047).
 */
export function SettingForm({ guests, recipes, refusal }: BoxSettings & { refusal?: string }) {
  const titleId = useId();
  const recipesId = useId();
  const [box, setBox] = useState<BoxSettings>({ guests, recipes });
  const pending = useNavigation().formData?.get('intent') === 'setting';
  // without JavaScript the list cannot follow the guests chosen: it offers every count some
  // number of guests allows, and the action says which fit (« Pour 8 personnes, … »)
  const bounds = useHydrated() ? recipeBounds(box.guests) : anyGuestsRecipeBounds;
  const counts = Array.from({ length: bounds.max - bounds.min + 1 }, (_, i) => bounds.min + i);
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId}>Ma formule</h2>
      <Form method="post" replace preventScrollReset className={styles.form}>
        <input type="hidden" name="intent" value="setting" />
        <SegmentedControl
          legend="Nombre de personnes"
          name="guests"
          value={box.guests}
          options={welcomeOfferGuests.map((count) => ({ value: count, label: String(count) }))}
          onChange={(value) => setBox({ guests: value, recipes: clampRecipes(value, box.recipes) })}
        />
        <div className={styles.field}>
          <label htmlFor={recipesId}>Recettes par semaine</label>
          <select
            id={recipesId}
            name="recipes"
            className={styles.select}
            value={box.recipes}
            onChange={(event) => setBox({ ...box, recipes: Number(event.target.value) })}
          >
            {counts.map((count) => (
              <option key={count} value={count}>
                {recipesText(count)}
              </option>
            ))}
          </select>
        </div>
        <SettingPrice box={box} />
        <FormAlert message={refusal} />
        <div className={styles.actions}>
          <Button type="submit" pending={pending}>
            Enregistrer ma formule
          </Button>
        </div>
      </Form>
    </section>
  );
}
