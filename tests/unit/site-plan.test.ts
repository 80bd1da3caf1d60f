import { describe, expect, it } from 'vitest';
import { routeTable } from '../../shared/routes.ts';
import { sitePlan } from '../../shared/site-plan.ts';

describe('sitePlan (the « Plan du site » page)', () => {
  const table = routeTable({ brandName: 'Potimarron' });
  const plan = sitePlan(table);
  const paths = plan.flatMap((section) => section.links.map((link) => link.path));

  it('links every indexed page of the table with a fixed path, once', () => {
    const fixed = table
      .filter((def) => !def.noindex && !def.requiresAuth && !def.personal)
      // the plan itself, which the footer links
      .filter((def) => def.page !== 'site-plan')
      .map((def) => def.path.replace(/\/:[A-Za-z]+\?$/, '').replace(/\/page\/:page$/, '/page/1'))
      .filter((path) => !path.includes(':') && !path.includes('*'));
    expect([...paths].sort()).toEqual([...new Set(fixed)].sort());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names the pages a crawl found linked from nowhere', () => {
    for (const path of [
      '/box-repas',
      '/panier-semaine',
      '/box-gastronomique',
      '/chef-karim-benali',
      '/rutabago-devient-potimarron',
      '/pour-une-alimentation-bio-saine',
      '/bio2',
    ])
      expect(paths, path).toContain(path);
  });

  it('leaves out what is not indexed or is a visitor’s own: the preview, the basket, the account', () => {
    for (const path of ['/gui', '/generique-landing', '/connexion', '/panier/menu', '/mon-compte'])
      expect(paths, path).not.toContain(path);
  });

  it('reads the lists at their first page, the home page as « Accueil »', () => {
    expect(paths).toContain('/recettes/page/1');
    expect(paths).toContain('/recettes/vegetarien/page/1');
    expect(paths).toContain('/blog/page/1');
    const home = plan.flatMap((section) => section.links).find((link) => link.path === '/');
    expect(home?.label).toBe('Accueil');
  });
});
