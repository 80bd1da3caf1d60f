import { describe, expect, it } from 'vitest';
import { cityPageIndex } from '../../shared/city-page-index.ts';
import { deliveryModeOf } from '../../shared/city-delivery-mode.ts';
import { cityPages } from '../../shared/city-pages.ts';
import { cargoBikeTowns } from '../../shared/delivery-area.ts';
import { routeTable } from '../../shared/routes.ts';

const table = routeTable({ brandName: 'Potimarron' });
const byCity = (city: string) => cityPages.find((page) => page.city === city);

describe('the city pages of spec §2', () => {
  it('are the nine rutabago_livraison_* routes, drawn by the city page', () => {
    expect(cityPages).toHaveLength(9);
    for (const page of cityPages) {
      const def = table.find((route) => route.name === page.name);
      expect(def?.path, page.name).toBe(`/${page.slug}`);
      expect(def?.page).toBe('city-delivery');
      expect(def?.title).toBe(page.title);
    }
  });

  it('are the route table’s entries with their copy: the same nine, in the same order', () => {
    expect(cityPages.map((page) => page.name)).toEqual(cityPageIndex.map((entry) => entry.name));
    for (const [index, page] of cityPages.entries()) {
      expect(page).toMatchObject(cityPageIndex[index] ?? {});
      expect(page.intro.length, page.city).toBeGreaterThan(page.city.length);
    }
    // DECISIONS, « Copy »: a non-breaking space before the colon of the descriptions
    expect(cityPageIndex[0]?.description).toContain('\u00a0:');
  });

  it('deliver by cargo bike in Paris and the four inner-suburb towns, by carrier elsewhere', () => {
    const cargo = cityPages.filter((page) => deliveryModeOf(page) === 'cargo-bike');
    expect(cargo.map((page) => page.city).sort()).toEqual(
      ['Paris', ...cargoBikeTowns.map((entry) => entry.town)].sort(),
    );
    for (const city of ['Bordeaux', 'Lyon', 'Marseille', 'Dijon']) {
      const page = byCity(city);
      expect(page && deliveryModeOf(page), city).toBe('carrier');
    }
  });

  it('show the organic offer on the three -bio- pages only', () => {
    expect(cityPages.filter((page) => page.organic).map((page) => page.city)).toEqual([
      'Bordeaux',
      'Paris',
      'Lyon',
    ]);
    for (const page of cityPages) expect(page.slug.includes('-bio-')).toBe(page.organic !== null);
  });

  it('have a local FAQ of 3 to 5 questions and real places served', () => {
    for (const page of cityPages) {
      expect(page.faq.length, page.city).toBeGreaterThanOrEqual(3);
      expect(page.faq.length, page.city).toBeLessThanOrEqual(5);
      expect(page.neighbourhoods.length, page.city).toBeGreaterThanOrEqual(5);
      expect(page.nearbyTowns.length, page.city).toBeGreaterThanOrEqual(4);
    }
  });

  it('each say their own words: no sentence shared by two cities', () => {
    const seen = new Map<string, string>();
    for (const page of cityPages) {
      const texts = [
        page.intro,
        page.delivery,
        page.local.title,
        page.local.text,
        page.description,
        ...page.faq.flatMap((entry) => [entry.question, entry.answer]),
      ];
      // « Oui. » may open any answer: sentences of four words or more
      const sentences = texts
        .flatMap((text) => text.split(/(?<=[.!?])\s+/))
        .filter((sentence) => sentence.split(/\s+/).length >= 4);
      for (const sentence of sentences) {
        expect(seen.get(sentence), `${page.city}: « ${sentence} »`).toBeUndefined();
        seen.set(sentence, page.city);
      }
    }
  });

  it('are set in French typography (DECISIONS, « Copy »)', () => {
    for (const page of cityPages) {
      const copy = JSON.stringify(page);
      expect(copy, page.city).not.toMatch(/ [:;?!»]|« /);
    }
  });

  // ADR 049: the catalogue knows organic ingredients, not certified recipes (Bordeaux and Paris said so)
  it('never call their recipes certified organic', () => {
    for (const page of cityPages) expect(JSON.stringify(page), page.city).not.toMatch(/certifi/);
  });

  it('call the box what every page calls it, a colis isotherme (DECISIONS: one value per claim)', () => {
    for (const page of cityPages) expect(JSON.stringify(page), page.city).not.toMatch(/réfrigérée/);
  });
});
