import { latestRecipesQuery } from '../../api/queries/recipes.ts';
import { reassuranceBlocksQuery } from '../../api/queries/reassurance-blocks.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';

export { Component } from './our-box-page.tsx';

export async function loader({ def, deps: { ensure, clients } }: PageLoadArgs) {
  await Promise.all([
    ensure(latestRecipesQuery(clients.api)),
    ensure(reassuranceBlocksQuery(clients.api, def.name)),
  ]);
}
