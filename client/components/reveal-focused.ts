import type { FocusEvent } from 'react';

/**
 * A row that scrolls sideways shows the whole of the item that takes the focus: the browser
 * scrolls a focused element into view only when none of it shows, and a chip cut at the row's
 * edge stayed three pixels wide (WCAG 2.4.7, 2.4.11). For the row's `onFocus`.
 */
export function revealFocused(event: FocusEvent<HTMLElement>) {
  const row = event.currentTarget;
  let item = event.target as HTMLElement;
  while (item.parentElement && item.parentElement !== row) item = item.parentElement;
  if (item !== row) item.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}
