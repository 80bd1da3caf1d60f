import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h, Fragment, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { expect, it } from 'vitest';
import { HtmlOnceContext, RenderedOnce } from '../../client/app/rendered-once.tsx';
import { htmlOnceWith } from '../../client/app/rendered-once.server.tsx';
import { SiteSettingsProvider, type SiteSettings } from '../../client/app/site-settings.tsx';
import { Accordion } from '../../client/components/accordion.tsx';
import { HowItWorks } from '../../client/components/marketing/how-it-works.tsx';
import { OfferTeaser } from '../../client/components/marketing/offer-teaser.tsx';
import { Promises } from '../../client/components/marketing/promises.tsx';
import { FooterDirectory } from '../../client/layout/footer-directory.tsx';
import { Header } from '../../client/layout/header.tsx';
import { ListNav } from '../../client/pages/cookbook-list/list-nav.tsx';
import { HomeQuestions } from '../../client/pages/home/home-questions.tsx';

// ADR 082: a part the server writes as rendered once must be the HTML React writes for it in
// the page, text separators and the ids of the parts around it included, or the browser's
// hydration would not find it

const site: SiteSettings = {
  brandName: 'Potimarron',
  publicSiteUrl: 'https://www.example.fr',
  subscriberSiteUrl: '/mon-compte',
  abTestScriptUrl: null,
  adyen: null,
  showcase: null,
};

const visitorClient = (authenticated: boolean) => {
  const client = new QueryClient();
  client.setQueryData(['visitor'], { authenticated, funnelCompleted: false, firstName: null });
  return client;
};

function page(
  part: ReactElement,
  htmlOnce: ReturnType<typeof htmlOnceWith> | null,
  client: QueryClient,
) {
  // parts with React ids before and after it: theirs must not move
  const around = (question: string) =>
    h(Accordion, { items: [{ question, answer: 'Oui.' }], exclusive: true });
  const inPage = h(
    HtmlOnceContext,
    { value: htmlOnce },
    around('Avant ?'),
    part,
    around('Après ?'),
  );
  return renderToString(
    h(SiteSettingsProvider, {
      settings: site,
      children: h(QueryClientProvider, { client, children: inPage }),
    }),
  );
}

const parts: [string, () => ReactElement][] = [
  ['the footer’s sections', () => h(FooterDirectory)],
  ['the promises', () => h(Promises, { label: 'Nos promesses' })],
  ['how it works', () => h(HowItWorks, { headingLevel: 2 })],
  ['the offer', () => h(OfferTeaser, { headingId: 'offre' })],
  ['the home page’s questions', () => h(HomeQuestions)],
  ['the cookbook’s lists', () => h(ListNav, { current: null, page: 1 })],
  ['a list’s next page', () => h(ListNav, { current: 'vegetarien', page: 2 })],
  ...['/', '/recettes/page/1', '/recettes/vegetarien/page/2', '/connexion', '/faq/livraison'].map(
    (path): [string, () => ReactElement] => [
      `the header at ${path}`,
      () => h(StaticRouter, { location: path, children: h(Header) }),
    ],
  ),
];

it.each(parts)('writes %s as React writes it in the page', (_name, part) => {
  for (const authenticated of [false, true]) {
    const client = visitorClient(authenticated);
    const rendered = page(part(), null, client);
    const htmlOnce = htmlOnceWith(site);
    // the first page renders it, the next one writes it as kept: both as React would
    expect(page(part(), htmlOnce, client)).toBe(rendered);
    expect(page(part(), htmlOnce, client)).toBe(rendered);
  }
});

it('offers a logged-in visitor their account in the footer, a visitor « Connexion »', () => {
  const htmlOnce = htmlOnceWith(site);
  const anonymous = page(h(FooterDirectory), htmlOnce, visitorClient(false));
  const loggedIn = page(h(FooterDirectory), htmlOnce, visitorClient(true));
  expect(anonymous).toContain('<a href="/connexion">Connexion</a>');
  expect(anonymous).not.toContain('Mon compte');
  expect(loggedIn).toContain('<a href="/mon-compte">Mon compte</a>');
  expect(loggedIn).not.toContain('Connexion');
});

it('renders a part once for the same props, again for others, and keeps a few', () => {
  const renders: number[] = [];
  const Counted = ({ n }: { n: number }) => {
    renders.push(n);
    return h(Fragment, null, `n = ${n}`);
  };
  const htmlOnce = htmlOnceWith(site);
  expect(htmlOnce(Counted, { n: 1 })).toBe('n = 1');
  expect(htmlOnce(Counted, { n: 1 })).toBe('n = 1');
  expect(htmlOnce(Counted, { n: 2 })).toBe('n = 2');
  expect(renders).toEqual([1, 2]);
  // past 32 values the kept ones are let go: a part given a value per visitor is a mistake that
  // costs renders, not memory
  for (let n = 3; n <= 33; n++) htmlOnce(Counted, { n });
  htmlOnce(Counted, { n: 1 });
  expect(renders.filter((n) => n === 1)).toHaveLength(2);
});

it('draws the element that holds the part in the browser, with the part inside', () => {
  const Part = ({ text }: { text: string }) => h('p', null, text);
  const html = renderToString(
    h(RenderedOnce<{ text: string }>, {
      as: 'div',
      className: 'bloc',
      of: Part,
      props: { text: 'Bonjour' },
    }),
  );
  expect(html).toBe('<div class="bloc"><p>Bonjour</p></div>');
});
