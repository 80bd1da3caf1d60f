import { boxFields, boxParam } from '../../../shared/box-choice.ts';
import type { BoxSettings } from '../../../shared/box-settings.ts';
import { basketMenuPath } from '../../../shared/guard.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { Button } from '../../components/button.tsx';
import { BoxFormFields } from '../../funnel/box-form-fields.tsx';
import styles from './basket-menu.module.css';
import { sitePath } from '../../app/base-path.ts';

/**
 * The box's guests × recipes, as on the landing's configurator (spec §9, DECISIONS), a GET form
 * to this page (ADR 052). Once hydrated each change shows the new box at once; before, the
 * stepper's buttons and « Changer ma box » send it, with what the page's address says besides
 * the box (the landing's version, a basket sent back to its recipes).
 */
export function BoxSetting({
  box,
  search,
  onChange,
}: {
  box: BoxSettings;
  search: URLSearchParams;
  onChange: (box: BoxSettings) => void;
}) {
  const hydrated = useHydrated();
  const kept = [...search].filter(
    ([name]) => name !== boxParam && name !== boxFields.guests && name !== boxFields.recipes,
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
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <BoxFormFields box={box} onChange={onChange} />
      {hydrated ? null : (
        <Button type="submit" variant="secondary" name={boxFields.recipes} value={box.recipes}>
          Changer ma box
        </Button>
      )}
    </form>
  );
}
