import { boxFields } from '../../shared/box-choice.ts';
import type { BoxSettings } from '../../shared/box-settings.ts';
import { clampRecipes, recipeBounds } from '../../shared/offer-bounds.ts';
import { welcomeOfferGuests } from '../../shared/box-sizes.ts';
import { SegmentedControl } from '../components/segmented-control.tsx';
import { submitAttributes, type FormTarget } from '../components/form-target.ts';
import { Stepper } from '../components/stepper.tsx';

const recipesText = (count: number) => `${count}\u00a0recette${count > 1 ? 's' : ''}`;

/**
 * The box's guests × recipes (spec §9, DECISIONS « Welcome offer ») as the fields of a GET form
 * to the basket menu (ADR 052): the guests as radios, the recipes as a stepper whose buttons
 * submit the form until hydration. First comes a hidden copy of the form's submit with the
 * count shown: Enter presses a form's first submit button, which would otherwise be « − ».
 */
export function BoxFormFields({
  box,
  onChange,
  submitTo,
}: {
  box: BoxSettings;
  onChange: (box: BoxSettings) => void;
  /** the fields belong to another form of the page, which they send by GET (ADR 052) */
  submitTo?: FormTarget;
}) {
  const bounds = recipeBounds(box.guests);
  return (
    <>
      <button
        type="submit"
        name={boxFields.recipes}
        value={box.recipes}
        hidden
        {...submitAttributes(submitTo)}
      />
      <SegmentedControl
        form={submitTo?.form}
        legend="Nombre de personnes"
        name={boxFields.guests}
        value={box.guests}
        options={welcomeOfferGuests.map((count) => ({ value: count, label: String(count) }))}
        onChange={(guests) => onChange({ guests, recipes: clampRecipes(guests, box.recipes) })}
      />
      <Stepper
        label="Recettes par semaine"
        name={boxFields.recipes}
        value={box.recipes}
        min={bounds.min}
        max={bounds.max}
        onChange={(recipes) => onChange({ guests: box.guests, recipes })}
        format={recipesText}
        submitTo={submitTo}
      />
    </>
  );
}
