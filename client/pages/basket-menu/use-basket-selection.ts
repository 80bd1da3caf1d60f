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
 * The week's recipes the visitor chose, at most `max`. On the server and while hydrating (the
 * server cannot read the storage) those a refused « Continuer » posted, else none; then those
 * stored for the week, else the landing's pre-selected ones (`preselected`, ADR 043). Each
 * change is stored, with the local settings' `completed` flag (spec §3) saying whether the box
 * is full.
 */
export function useBasketSelection(
  week: number,
  menuIds: readonly number[],
  max: number,
  {
    posted,
    preselected,
  }: { posted: readonly number[] | undefined; preselected: readonly number[] },
) {
  // undefined until the storage is read, so that nothing is stored before it is
  const [stored, setStored] = useState<number[] | undefined>(undefined);
  const ids = menuIds.join(',');
  const first = preselected.join(',');
  useEffect(() => {
    const menu = ids.split(',').map(Number);
    const found = parseStoredSelection(
      browserStorage()?.getItem(selectionKey),
      week,
      menu,
      Infinity,
    );
    setStored(found ?? (first ? first.split(',').map(Number) : []));
  }, [week, ids, first]);
  // a box made smaller keeps the first recipes chosen
  const selected = (stored ?? posted ?? []).slice(0, max);
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
