// The footer's sections: every section of the site, by theme.
export const footerSections = [
  {
    title: 'Nos box',
    links: [
      { to: '/menu', label: 'Le menu de la semaine' },
      { to: '/generique', label: 'Découvrir l’offre' },
      { to: '/bio', label: 'Box bio' },
      { to: '/thermomix', label: 'Recettes Thermomix' },
      { to: '/box-abonnement', label: 'Abonnement sans engagement' },
      { to: '/offrir-une-carte-cadeau', label: 'Offrir une carte cadeau' },
    ],
  },
  {
    title: 'Cuisiner',
    links: [
      { to: '/recettes/page/1', label: 'Toutes nos recettes' },
      { to: '/recettes/vegetarien/page/1', label: 'Recettes végétariennes' },
      { to: '/recettes/rapide/page/1', label: 'Recettes rapides' },
      { to: '/blog/page/1', label: 'Le blog' },
      { to: '/avis-clients', label: 'Avis clients' },
    ],
  },
  {
    title: 'Nous connaître',
    links: [
      { to: '/comment-ca-marche', label: 'Comment ça marche' },
      { to: '/nos-ingredients', label: 'Nos ingrédients' },
      { to: '/nos-engagements', label: 'Nos engagements' },
      { to: '/livraison', label: 'La livraison' },
      { to: '/le-club', label: 'Le club fidélité' },
      { to: '/a-propos', label: 'À propos' },
    ],
  },
  {
    title: 'Aide',
    links: [
      { to: '/faq', label: 'Questions fréquentes' },
      { to: '/connexion', label: 'Connexion' },
      { to: '/carte-cadeau', label: 'Acheter une carte cadeau' },
    ],
  },
] as const;
