import { reassuranceBlocksQuery } from '../../api/queries/reassurance-blocks.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';

export { Component } from './our-commitments-page.tsx';

export async function loader({ def, deps: { ensure, clients } }: PageLoadArgs) {
  await ensure(reassuranceBlocksQuery(clients.api, def.name));
}
