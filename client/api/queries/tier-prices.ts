import { queryOptions } from '@tanstack/react-query';
import type { TierPrice } from '../../../shared/tier-supplement.ts';
import type { ApiClient } from '../api-client.ts';

/**
 * The price of one recipe of each tier for 2, 4, 6 and 8 guests (spec §3's options_prices with
 * product_type « recipe »): what a premium recipe adds to a box (ADR 039).
 */
export const tierPricesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['tier-prices'],
    queryFn: async (): Promise<TierPrice[]> => {
      const [{ tierPricesAnswer }, body] = await Promise.all([
        import('./tier-prices-schema.ts'),
        api.get('/options-prices', {
          filters: { generic_product: { product_type: { $eq: 'recipe' } } },
          populate: { generic_product: { fields: ['tier'] } },
          pagination: { pageSize: 100 },
        }),
      ]);
      return tierPricesAnswer
        .parse(body)
        .data.flatMap(({ guests, price, generic_product }) =>
          generic_product?.tier ? [{ tier: generic_product.tier, guests, price }] : [],
        );
    },
  });
