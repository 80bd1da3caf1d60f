import { faqPageQuery, faqSegments } from '../../api/queries/faq.ts';
import { siteOriginOf } from '../../app/site-settings.tsx';
import { notFound } from '../../router/route-outcome.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';

export { Component } from './faq-view-page.tsx';

export async function loader({ params, deps: { ensure, clients, site } }: PageLoadArgs) {
  const segments = faqSegments(params['*']);
  if (!(await ensure(faqPageQuery(clients.api, segments, siteOriginOf(site))))) notFound();
}
