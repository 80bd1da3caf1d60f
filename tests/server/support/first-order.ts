// A prospect at the funnel's payment step, set up through the embedded product API as the
// delivery step leaves it (README « Funnel »): an account, a subscription of 2 guests × 2
// recipes and an unpaid first order for the first day still open. Used by the server tests
// (the embedded API itself) and the e2e spec (through the site's /api proxy, `viaSite`).

export interface FundedProspect {
  email: string;
  jwt: string;
  /** the site's session cookie for this account (the cookie holds the JWT, DESIGN §6) */
  cookie: string;
  order: { id: number; documentId: string; reference: string; total: number };
}

const testCard = (number: string, holderName = 'Inès Roux') => ({
  type: 'scheme',
  encryptedCardNumber: `test_${number}`,
  encryptedExpiryMonth: 'test_03',
  encryptedExpiryYear: 'test_2030',
  encryptedSecurityCode: 'test_737',
  holderName,
});

/** How the calls reach the product API: itself, or through a site (its origin). */
export interface ApiRoute {
  apiUrl: string;
  /** the site's origin: the session goes as its cookie, POSTs carry it as Origin (DESIGN §6) */
  viaSite?: string;
}

const asRoute = (api: string | ApiRoute): ApiRoute =>
  typeof api === 'string' ? { apiUrl: api } : api;

async function call<T>(
  api: string | ApiRoute,
  path: string,
  init: { method?: string; jwt?: string; body?: unknown; from?: string } = {},
): Promise<T> {
  const { apiUrl, viaSite } = asRoute(api);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (viaSite) headers.Origin = viaSite;
  if (init.jwt && viaSite) headers.Cookie = `session_jwt=${init.jwt}`;
  else if (init.jwt) headers.Authorization = `Bearer ${init.jwt}`;
  // each prospect registers from an address of its own (the API's limit per address)
  if (init.from) headers['X-Forwarded-For'] = init.from;
  const response = await fetch(`${apiUrl}/api${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

let prospects = 0;

/** A new prospect with an unpaid first order; `codes` go with the order as the delivery step sends them. */
export async function prospectWithOrder(
  apiUrl: string | ApiRoute,
  codes: { coupon_code?: string; gift_card_code?: string } = {},
): Promise<FundedProspect> {
  prospects += 1;
  const email = `paiement-${process.pid}-${Date.now()}-${prospects}@example.fr`;
  const { jwt } = await call<{ jwt: string }>(apiUrl, '/auth/local/register', {
    body: { email, password: 'motdepasse', first_name: 'Inès', last_name: 'Roux' },
    from: `203.0.113.${prospects % 250}`,
  });
  await call(apiUrl, '/subscriptions', { jwt, body: { data: { quantity: 2, recipe_count: 2 } } });
  const planning = await call<{
    data: { week: number; menu_details: { recipe: { id: number } }[] }[];
  }>(apiUrl, '/menus/logged-out-planning');
  for (const menu of planning.data) {
    const days = await call<{ data: { date: string }[] }>(
      apiUrl,
      `/delivery-days?week=${menu.week}`,
    );
    const day = days.data[0];
    if (!day) continue;
    const { data: order } = await call<{ data: FundedProspect['order'] }>(apiUrl, '/orders', {
      jwt,
      body: {
        data: {
          week: menu.week,
          recipes: menu.menu_details.slice(0, 2).map((detail) => detail.recipe.id),
          delivery: {
            first_name: 'Inès',
            last_name: 'Roux',
            address_line1: '12 rue des Lilas',
            postcode: '69003',
            city: 'Lyon',
            phone: '06 12 34 56 78',
          },
          delivery_date: day.date,
          slot: { start: '18:00', end: '21:00' },
          ...codes,
        },
      },
    });
    return { email, jwt, cookie: `session_jwt=${jwt}`, order };
  }
  throw new Error('no delivery day open in the planning');
}

/** Pays `prospect`'s order directly through the product API (a subscriber whose funnel is completed). */
export async function payDirectly(
  apiUrl: string | ApiRoute,
  prospect: FundedProspect,
): Promise<void> {
  await call(apiUrl, '/users/me/shopper-reference', { jwt: prospect.jwt, method: 'POST' });
  await call(apiUrl, `/orders/${prospect.order.documentId}/pay`, {
    jwt: prospect.jwt,
    body: { data: { paymentMethod: testCard('4111111145551142') } },
  });
}
