import { useCallback, useEffect, useState } from 'react';
import {
  formatStoredSelection,
  parseStoredSelection,
  toggleRecipe,
} from '../../../shared/basket-selection.ts';
import { browserStorage, storeLocalSettings } from '../../funnel/stored-box-choice.ts';

// ADR 042: the chosen recipes live in localStorage with their week, beside the box's choice
export const selectionKey = 'lsfBasketRecipes';

const idsOf = (joined: string) => (joined ? joined.split(',').map(Number) : []);

/**
 * The week's recipes the visitor chose, at most `max`. On the server and while hydrating (the
 * server cannot read the storage): those a refused « Continuer » posted, else those the URL's
 * basket names (`fromUrl`, a later step sent it back, ADR 052), else the landing's pre-selected
 * ones (`preselected`). Then those stored for the week (the URL's basket first stored as the
 * latest choice), else the pre-selected ones. Each change is stored, with the local settings'
 * `completed` flag (spec §3) saying whether the box is full.
 */
export function useBasketSelection(
  week: number,
  menuIds: readonly number[],
  max: number,
  {
    posted,
    fromUrl,
    preselected,
  }: {
    posted: readonly number[] | undefined;
    fromUrl: readonly number[];
    preselected: readonly number[];
  },
) {
  // undefined until the storage is read, so that nothing is stored before it is
  const [stored, setStored] = useState<number[] | undefined>(undefined);
  const ids = menuIds.join(',');
  const sent = fromUrl.join(',');
  const first = preselected.join(',');
  // the URL's basket is the visitor's latest choice: stored once, before it is read below
  useEffect(() => {
    if (sent) browserStorage()?.setItem(selectionKey, formatStoredSelection(week, idsOf(sent)));
  }, [week, sent]);
  // read again once the URL's basket is stored (`sent`), or the box's pre-selection changed
  useEffect(() => {
    const raw = browserStorage()?.getItem(selectionKey);
    setStored(parseStoredSelection(raw, week, idsOf(ids), Infinity) ?? idsOf(first));
  }, [week, ids, sent, first]);
  // a box made smaller keeps the first recipes chosen
  const selected = (stored ?? posted ?? (fromUrl.length > 0 ? fromUrl : preselected)).slice(0, max);
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
