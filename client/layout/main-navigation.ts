// The site's sections in the header: menu, recettes, offre, comment ça marche, blog, aide,
// carte cadeau; connexion is the header's account link (the footer's own, longer list is
// footer-sections.ts).
export const mainNavigation = [
  { to: '/menu', label: 'Le menu' },
  { to: '/recettes/page/1', label: 'Recettes' },
  { to: '/generique', label: 'L’offre' },
  { to: '/comment-ca-marche', label: 'Comment ça marche' },
  { to: '/blog/page/1', label: 'Blog' },
  { to: '/faq', label: 'Aide' },
  { to: '/offrir-une-carte-cadeau', label: 'Carte cadeau' },
] as const;
