import { sourcedRecipesQuery } from '../../api/queries/sourced-recipes.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';
import { organicPool } from '../organic/organic-pool.ts';

export { Component } from './rebrand-page.tsx';

export async function loader({ deps: { ensure, clients } }: PageLoadArgs) {
  await ensure(sourcedRecipesQuery(clients.api, organicPool));
}
