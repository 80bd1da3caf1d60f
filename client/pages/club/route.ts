import { faqPageQuery } from '../../api/queries/faq.ts';
import { siteOriginOf } from '../../app/site-settings.tsx';
import type { PageLoadArgs } from '../../routes/route-module.ts';
import { clubFaq } from './club-content.ts';

export { Component } from './club-page.tsx';

export async function loader({ deps: { ensure, clients, site } }: PageLoadArgs) {
  await ensure(faqPageQuery(clients.api, clubFaq, siteOriginOf(site)));
}
