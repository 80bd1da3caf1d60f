import { boxFields, boxParam } from '../../../shared/box-choice.ts';
import type { BoxSettings } from '../../../shared/box-settings.ts';
import { basketMenuPath } from '../../../shared/guard.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { Button } from '../../components/button.tsx';
import { submitAttributes } from '../../components/form-target.ts';
import { basketParams } from '../../../shared/funnel-basket.ts';
import { BoxFormFields } from '../../funnel/box-form-fields.tsx';
import styles from './basket-menu.module.css';
import { sitePath } from '../../app/base-path.ts';

// the basket's own fields, which its form carries live: not copied from the address
const basketFields = new Set<string>([
  basketParams.week,
  basketParams.recipe,
  basketParams.preference,
]);

/**
 * The box's guests × recipes, as on the landing's configurator (spec §9, DECISIONS), a GET form
 * to this page (ADR 052). Once hydrated each change shows the new box at once; before, the
 * stepper's buttons and « Changer ma box » send it, with what the page's address says besides
 * the box (the landing's version). Before hydration its fields belong to the basket's form
 * (`basketForm`), which they send by GET: the recipes and preferences ticked go along and stay
 * ticked in the new box (ADR 075).
 */
export function BoxSetting({
  box,
  search,
  onChange,
  basketForm,
}: {
  box: BoxSettings;
  search: URLSearchParams;
  onChange: (box: BoxSettings) => void;
  /** the id of the basket's form (its recipes, its preferences) */
  basketForm: string;
}) {
  const hydrated = useHydrated();
  const submitTo = hydrated ? undefined : { form: basketForm, action: sitePath(basketMenuPath) };
  const kept = [...search].filter(
    ([name]) =>
      name !== boxParam &&
      name !== boxFields.guests &&
      name !== boxFields.recipes &&
      !(submitTo && basketFields.has(name)),
  );
  return (
    <form
      action={sitePath(basketMenuPath)}
      method="get"
      className={styles.setting}
      onSubmit={(event) => {
        event.preventDefault();
        onChange(box);
      }}
    >
      {kept.map(([name, value], index) => (
        <input
          key={`${name}-${index}`}
          type="hidden"
          name={name}
          value={value}
          form={submitTo?.form}
        />
      ))}
      <BoxFormFields box={box} onChange={onChange} submitTo={submitTo} />
      {submitTo ? (
        <Button
          type="submit"
          variant="secondary"
          name={boxFields.recipes}
          value={box.recipes}
          {...submitAttributes(submitTo)}
        >
          Changer ma box
        </Button>
      ) : null}
    </form>
  );
}
