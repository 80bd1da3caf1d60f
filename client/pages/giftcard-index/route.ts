import { loadDeferredComponents } from '../../app/deferred-component.tsx';
import type { PageActionArgs } from '../../routes/route-module.ts';

export { Component } from './gift-card-page.tsx';

/**
 * The purchase's route action (ADR 037), with the card step's code: neither is in the page's
 * first load (DESIGN §11), both come when its first form is sent, so that the step it answers
 * is drawn at once, its heading focused (gift-card-page.tsx).
 */
export async function action(args: PageActionArgs) {
  const [{ action: purchase }] = await Promise.all([
    import('./gift-card-action.ts'),
    loadDeferredComponents(),
  ]);
  return purchase(args);
}
