import { guestChefBySlug } from '../../../shared/guest-chefs.ts';
import { cookbookQuery, guestChefCookbook } from '../../api/queries/recipes.ts';
import { notFound } from '../../router/route-outcome.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';

export { Component } from './guest-chef-page.tsx';

export async function loader({ def, deps: { ensure, clients } }: PageLoadArgs) {
  const chef = guestChefBySlug(String(def.props?.chefSlug));
  if (!chef) notFound();
  await ensure(cookbookQuery(clients.api, guestChefCookbook(chef.recipeTag)));
}
