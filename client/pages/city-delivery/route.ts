import { cityPageByName } from '../../../shared/city-pages.ts';
import { organicRecipesQuery } from '../../api/queries/seo-content.ts';
import { loadCommon, loadDeliveryDays } from '../../components/seo/seo-data.ts';
import { notFound } from '../../router/route-outcome.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';

export { Component } from './city-delivery-page.tsx';

export async function loader({ def, deps }: PageLoadArgs) {
  const city = cityPageByName(def.name);
  if (!city) notFound();
  await Promise.all([
    loadCommon(deps, def.name, { sections: false }),
    loadDeliveryDays(deps),
    city.organic
      ? deps.ensure(organicRecipesQuery(deps.clients.api, city.organic.departments))
      : null,
  ]);
}
