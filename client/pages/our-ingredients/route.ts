import { reassuranceBlocksQuery } from '../../api/queries/reassurance-blocks.ts';
import { sourcedRecipesQuery } from '../../api/queries/sourced-recipes.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';
import { organicPool } from '../organic/organic-pool.ts';

export { Component } from './our-ingredients-page.tsx';

export async function loader({ def, deps: { ensure, clients } }: PageLoadArgs) {
  await Promise.all([
    ensure(sourcedRecipesQuery(clients.api, organicPool)),
    ensure(reassuranceBlocksQuery(clients.api, def.name)),
  ]);
}
