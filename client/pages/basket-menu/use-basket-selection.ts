import { useCallback, useEffect, useState } from 'react';
import {
  formatStoredSelection,
  parseStoredSelection,
  toggleRecipe,
} from '../../../shared/basket-selection.ts';
import { browserStorage, storeLocalSettings } from '../../funnel/stored-box-choice.ts';

// ADR 042: the chosen recipes live in localStorage with their week, beside the box's choice
export const selectionKey = 'lsfBasketRecipes';

/**
 * The week's recipes the visitor chose, at most `max`. Empty on the server and while hydrating
 * (the server cannot read the storage), then read back; each change is stored, with the local
 * settings' `completed` flag (spec §3) saying whether the box is full.
 */
export function useBasketSelection(week: number, menuIds: readonly number[], max: number) {
  // undefined until the storage is read, so that nothing is stored before it is
  const [stored, setStored] = useState<number[] | undefined>(undefined);
  const ids = menuIds.join(',');
  useEffect(() => {
    const menu = ids.split(',').map(Number);
    setStored(parseStoredSelection(browserStorage()?.getItem(selectionKey), week, menu, Infinity));
  }, [week, ids]);
  // a box made smaller keeps the first recipes chosen
  const selected = (stored ?? []).slice(0, max);
  const complete = stored === undefined ? undefined : selected.length === max;
  useEffect(() => {
    if (complete !== undefined) storeLocalSettings({ completed: complete });
  }, [complete]);

  const toggle = useCallback(
    (id: number) => {
      const next = toggleRecipe(selected, id, max);
      setStored(next);
      browserStorage()?.setItem(selectionKey, formatStoredSelection(week, next));
    },
    [selected, week, max],
  );
  return { selected, toggle };
}
