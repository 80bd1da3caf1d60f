import type { PageLoadArgs } from '../../routes/route-module.ts';
import { giftCardFaqQuery } from './gift-card-faq.ts';

export { Component } from './giftcard-landing-page.tsx';

export async function loader({ deps: { ensure, clients, site } }: PageLoadArgs) {
  // no subsection in the CMS draws the page without its questions, not a 404
  await ensure(giftCardFaqQuery(clients.api, site));
}
