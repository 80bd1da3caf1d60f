import { contentPagesQuery } from '../../api/queries/pages.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';

export { Component } from './site-plan-page.tsx';

export async function loader({ deps: { ensure, clients } }: PageLoadArgs) {
  await ensure(contentPagesQuery(clients.api));
}
