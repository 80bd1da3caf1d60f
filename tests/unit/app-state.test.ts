import { describe, expect, it } from 'vitest';
import { parseState, serializeState, type AppState } from '../../client/app/app-state.ts';

const query = (key: string, data: unknown) => ({
  queryKey: [key],
  queryHash: JSON.stringify([key]),
  dehydratedAt: 1,
  state: {
    data,
    dataUpdateCount: 1,
    dataUpdatedAt: 1,
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: false,
    status: 'success' as const,
    fetchStatus: 'idle' as const,
  },
});

const stateWith = (queries: ReturnType<typeof query>[]): AppState =>
  ({
    queries: { mutations: [], queries },
    route: {
      match: {
        def: { name: 'cookbook_index', path: '/recettes/page/:page', page: 'cookbook' },
        params: { page: '1' },
      },
      status: 200,
    },
    settings: {
      brandName: 'Potimarron',
      publicSiteUrl: 'https://potimarron.fr',
      subscriberSiteUrl: '/mon-compte',
      abTestScriptUrl: null,
    },
    assets: { stylesheets: ['/assets/style.css'], modulePreloads: [] },
  }) as unknown as AppState;

describe('the data block', () => {
  it('gives back every query with its own data, in order', () => {
    const state = stateWith([
      query('visitor', { authenticated: false, firstName: null }),
      query('recipe', { name: 'Gratin « dauphinois »', tags: ['végé'] }),
      query('coupon', null),
      query('count', 0),
    ]);
    expect(parseState(serializeState(state))).toEqual(state);
  });

  it('keeps hostile text inert in the page and intact once parsed', () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028 & >';
    const state = stateWith([query('article', { body: hostile })]);
    const text = serializeState(state);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(parseState(text).queries.queries[0]?.state.data).toEqual({ body: hostile });
  });

  it('writes the same text for a shared result each time', () => {
    const shared = { recipes: [{ name: 'Tarte fine aux pommes' }] };
    const first = serializeState(stateWith([query('cookbook', shared)]));
    expect(serializeState(stateWith([query('cookbook', shared)]))).toBe(first);
  });
});
