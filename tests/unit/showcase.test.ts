import { describe, expect, it } from 'vitest';
import { linkHref, liveSiteUrl } from '../../client/app/showcase-links.ts';
import { routeTable } from '../../shared/routes.ts';
import { liveOnly, liveOnlyPaths } from '../../shared/showcase.ts';
import { drain } from '../../scripts/static-showcase/drain.ts';
import { dataBlockOf, pageLinks, withoutNonces } from '../../scripts/static-showcase/page-links.ts';
import { redirectPage, unavailablePage } from '../../scripts/static-showcase/static-pages.ts';

// Spec §1's static showcase (ADR 051): what it offers, how its links and files are made.

const table = routeTable({ brandName: 'Potimarron' });

describe('liveOnly', () => {
  it('keeps on the live site every page that needs a session or a server action', () => {
    const needsServer = table.filter(
      (def) =>
        def.requiresAuth ||
        def.funnel ||
        def.personal ||
        ['login', 'registration', 'password-reset', 'giftcard-index'].includes(def.page),
    );
    expect(needsServer.length).toBeGreaterThan(10);
    for (const def of needsServer) expect(liveOnly(def.path), def.path).toBe(true);
  });

  it('offers every other page, the gift card landing included', () => {
    const reading = table.filter(
      (def) =>
        !def.requiresAuth &&
        !def.funnel &&
        !def.personal &&
        !['login', 'registration', 'password-reset', 'giftcard-index'].includes(def.page),
    );
    for (const def of reading) expect(liveOnly(def.path), def.path).toBe(false);
    expect(liveOnly('/offrir-une-carte-cadeau')).toBe(false);
  });

  it('reads a path as the router does: with a query, a trailing slash, any case', () => {
    expect(liveOnly('/connexion?retour=%2Fmon-compte')).toBe(true);
    expect(liveOnly('/Mon-Compte/')).toBe(true);
    expect(liveOnly('/panier/menu?box=2-3')).toBe(true);
    expect(liveOnly('/panierx')).toBe(false);
    expect(liveOnlyPaths).toContain('/carte-cadeau');
  });
});

describe('links of the showcase', () => {
  const live = { liveUrl: 'https://www.potimarron.fr', apiUrl: null };
  const alone = { liveUrl: null, apiUrl: null };

  it('send the pages only the live site has to it, when there is one', () => {
    expect(linkHref('/connexion', live)).toBe('https://www.potimarron.fr/connexion');
    expect(linkHref('/panier/menu?box=2-3', live)).toBe(
      'https://www.potimarron.fr/panier/menu?box=2-3',
    );
    expect(liveSiteUrl(live, { pathname: '/faq', search: '?recherche=code' })).toBe(
      'https://www.potimarron.fr/faq?recherche=code',
    );
  });

  it('keep the other pages, and every page without a live site, in the showcase', () => {
    expect(linkHref('/recettes/page/1', live)).toBe('/recettes/page/1');
    expect(linkHref('/connexion', alone)).toBe('/connexion');
    expect(linkHref('/connexion', null)).toBe('/connexion');
    expect(liveSiteUrl(alone, { pathname: '/faq', search: '' })).toBeNull();
  });
});

describe('the files of the showcase', () => {
  const html = `<html><head><link rel="stylesheet" href="/vitrine/assets/style-1.css" nonce="abc"/>
<script type="application/ld+json" nonce="abc">{}</script></head><body>
<a href="/vitrine/recettes/page/1?x=1&amp;y=2">Recettes</a><a href="tel:+33184801234">01</a>
<img src="/vitrine/uploads/small_a.webp" srcSet="/vitrine/uploads/thumbnail_a.webp 245w, /vitrine/uploads/medium_a.webp 750w"/>
<link rel="preload" as="image" imageSrcSet="/vitrine/uploads/large_a.webp 1000w"/>
<script id="app-state" type="application/json">[{"route":1},{"a":"\\u003c"}]</script></body></html>`;

  it('find every link and picture of a page', () => {
    const { hrefs, sources } = pageLinks(html);
    expect(hrefs).toEqual([
      '/vitrine/assets/style-1.css',
      '/vitrine/recettes/page/1?x=1&y=2',
      'tel:+33184801234',
    ]);
    expect(sources).toEqual([
      '/vitrine/uploads/small_a.webp',
      '/vitrine/uploads/thumbnail_a.webp',
      '/vitrine/uploads/medium_a.webp',
      '/vitrine/uploads/large_a.webp',
    ]);
  });

  it('keep the data block as it is, and drop the nonces no static host would match', () => {
    expect(JSON.parse(dataBlockOf(html) ?? 'null')).toEqual([{ route: 1 }, { a: '<' }]);
    expect(withoutNonces(html)).not.toContain('nonce=');
    expect(dataBlockOf('<p>rien</p>')).toBeNull();
  });

  it('write a redirect as a page that goes on at once, with its canonical URL', () => {
    const page = redirectPage({
      location: '/vitrine/generique?q="x"',
      canonical: 'https://www.potimarron.fr/vitrine/generique',
      icon: '/vitrine/favicon.svg',
    });
    expect(page).toContain(
      '<meta http-equiv="refresh" content="0; url=/vitrine/generique?q=&quot;x&quot;">',
    );
    expect(page).toContain(
      '<link rel="canonical" href="https://www.potimarron.fr/vitrine/generique">',
    );
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('adresse\u202f:');
    // the icon under the base path: the browser asks for none outside it
    expect(page).toContain('<link rel="icon" href="/vitrine/favicon.svg" type="image/svg+xml">');
  });

  it('carry the address’s query in a script no target can close', () => {
    const page = redirectPage({
      location: '/vitrine/generique',
      canonical: 'https://www.potimarron.fr/vitrine/generique',
      byQ: new Map([['bio', '/vitrine/bio2?q=landing-mail&x=</script>']]),
      icon: '/vitrine/favicon.svg',
    });
    const scripts = page.match(/<script>[\s\S]*?<\/script>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain('\\u003c/script>');
    expect(scripts[0]).toContain("s.delete('q')");
    expect(page).toContain('<noscript><meta http-equiv="refresh"');
  });

  it('say in French which pages the showcase does not offer, with a way back', () => {
    const page = unavailablePage({
      brandName: 'Potimarron',
      home: '/vitrine/',
      stylesheets: ['/vitrine/assets/s.css'],
      icon: '/vitrine/favicon.svg',
    });
    expect(page).toContain('Cette page n’est pas proposée dans la vitrine');
    expect(page).toContain('<a href="/vitrine/">');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain('<link rel="icon" href="/vitrine/favicon.svg" type="image/svg+xml">');
  });
});

describe('drain', () => {
  it('works through a queue that grows, never more than its concurrency at once', async () => {
    const queue = [1, 2, 3];
    const done: number[] = [];
    let active = 0;
    let most = 0;
    await drain(queue, 2, async (item) => {
      active += 1;
      most = Math.max(most, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (item < 3) queue.push(item + 10);
      done.push(item);
      active -= 1;
    });
    expect(done.sort((a, b) => a - b)).toEqual([1, 2, 3, 11, 12]);
    expect(most).toBe(2);
  });

  it('fails with the first failure', async () => {
    await expect(
      drain([1], 2, async () => {
        throw new Error('rendu impossible');
      }),
    ).rejects.toThrow('rendu impossible');
  });
});
