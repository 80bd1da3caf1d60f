import { describe, expect, it } from 'vitest';
import { subscriberPages } from '../../client/components/subscriber/subscriber-pages.ts';
import { faqSections } from '../../product-api/seed/data/faq.ts';
import { pages } from '../../product-api/seed/data/pages.ts';

// The help centre the embedded API serves sends customers to the site's own pages: every
// « rubrique » of « Mon compte » it names is a page of the subscriber area, and what it says
// of gift cards is ADR 039's rule (a card is spent whole by one order: it has no balance).

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const articles = faqSections.flatMap((section) =>
  section.subsections.flatMap((subsection) => subsection.articles),
);

describe('the help centre names what the site has', () => {
  it('every « rubrique » of the account is a page of the subscriber area', () => {
    const labels: string[] = subscriberPages.map((page) => page.label);
    const named = articles.flatMap((article) =>
      [...plain(article.content).matchAll(/rubrique « ([^»]+) »/g)].map((match) => match[1]),
    );
    expect(named.length).toBeGreaterThan(5);
    for (const rubrique of named) expect(labels).toContain(rubrique);
  });

  it('promises no gift card balance, in the answers nor in the terms of sale', () => {
    const texts = [
      ...articles.map((article) => article.content),
      ...pages.map((page) => page.content),
    ];
    for (const text of texts.map(plain)) {
      expect(text).not.toMatch(/solde (de la|d’une|restant|non utilisé)|une ou plusieurs fois/);
    }
    const severalTimes = articles.find((article) => article.slug === 'carte-cadeau-plusieurs-fois');
    expect(plain(severalTimes?.content ?? '')).toMatch(
      /^Non\. Une carte cadeau s’utilise \*\*en une seule fois\*\*/,
    );
  });
});
