import type { SiteSettings } from '../app/site-settings.tsx';

export type JsonLd = Record<string, unknown>;

// DESIGN §4: on every page. No aggregateRating on our own organisation (Google's
// self-serving review rule, DESIGN §12).
export function organizationJsonLd(site: SiteSettings): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'LocalBusiness'],
    '@id': `${site.publicSiteUrl}/#organization`,
    name: site.brandName,
    url: `${site.publicSiteUrl}/`,
    logo: `${site.publicSiteUrl}/logo.png`,
    image: `${site.publicSiteUrl}/logo.png`,
    description:
      'Box repas à cuisiner : des recettes de saison et leurs ingrédients frais, livrés partout en France.',
    email: 'bonjour@potimarron.fr',
    telephone: '+33 1 84 80 12 34',
    address: {
      '@type': 'PostalAddress',
      streetAddress: '12 rue des Petites-Écuries',
      postalCode: '75010',
      addressLocality: 'Paris',
      addressCountry: 'FR',
    },
    areaServed: { '@type': 'Country', name: 'France' },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '08:00',
        closes: '20:00',
      },
    ],
  };
}

export function webSiteJsonLd(site: SiteSettings): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${site.publicSiteUrl}/#website`,
    name: site.brandName,
    url: `${site.publicSiteUrl}/`,
    inLanguage: 'fr-FR',
    publisher: { '@id': `${site.publicSiteUrl}/#organization` },
  };
}

export function breadcrumbJsonLd(
  site: SiteSettings,
  trail: { name: string; path: string }[],
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: `${site.publicSiteUrl}${step.path}`,
    })),
  };
}
