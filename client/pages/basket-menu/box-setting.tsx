import type { BoxSettings } from '../../../shared/box-settings.ts';
import { welcomeOfferGuests } from '../../../shared/welcome-offer-price.ts';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { Stepper } from '../../components/stepper.tsx';
import { clampRecipes, recipeBounds } from '../../../shared/offer-bounds.ts';
import styles from './basket-menu.module.css';

const recipesText = (count: number) => `${count}\u00a0recette${count > 1 ? 's' : ''}`;

/** The box's guests × recipes, as on the landing's configurator (spec §9, DECISIONS). */
export function BoxSetting({
  box,
  onChange,
}: {
  box: BoxSettings;
  onChange: (box: BoxSettings) => void;
}) {
  const bounds = recipeBounds(box.guests);
  return (
    <div className={styles.setting}>
      <SegmentedControl
        legend="Nombre de personnes"
        value={box.guests}
        options={welcomeOfferGuests.map((count) => ({ value: count, label: String(count) }))}
        onChange={(guests) => onChange({ guests, recipes: clampRecipes(guests, box.recipes) })}
      />
      <Stepper
        label="Recettes par semaine"
        value={box.recipes}
        min={bounds.min}
        max={bounds.max}
        onChange={(recipes) => onChange({ guests: box.guests, recipes })}
        format={recipesText}
      />
    </div>
  );
}
