// DECISIONS, Routes: the `{name}` route of spec §2 is a short, configured list of guest chefs,
// each at /{slug}; a chef's slug wins over a generic page's.

export interface GuestChef {
  slug: string;
  name: string;
  title: string;
  /** the recipe category whose recipes the chef signs in the catalogue */
  recipeTag: string;
  story: string[];
  portrait: string;
}

export const guestChefs: readonly GuestChef[] = [
  {
    slug: 'chef-lucie-marchand',
    name: 'Lucie Marchand',
    title: 'Cheffe invitée, cuisine végétale',
    recipeTag: 'végé',
    portrait: 'leafy-green',
    story: [
      'Formée dans les cuisines de grandes maisons lyonnaises, Lucie Marchand a ouvert à Nantes une table où les légumes tiennent le premier rôle.',
      'Pour nos box, elle signe des recettes végétales de saison, généreuses et simples à refaire chez soi, avec les maraîchers qu’elle connaît depuis toujours.',
    ],
  },
  {
    slug: 'chef-karim-benali',
    name: 'Karim Benali',
    title: 'Chef invité, saveurs du monde',
    recipeTag: 'créatif',
    portrait: 'hot-pepper',
    story: [
      'Élevé entre Marseille et Tunis, Karim Benali cuisine les épices comme d’autres écrivent : avec précision et beaucoup de souvenirs.',
      'Ses recettes pour nos box voyagent du Maghreb à l’Asie, sans jamais oublier qu’elles doivent être prêtes un soir de semaine.',
    ],
  },
];

export function guestChefBySlug(slug: string): GuestChef | undefined {
  return guestChefs.find((chef) => chef.slug === slug);
}

/**
 * The recipes `chef` signs among `recipes`: those of their category, each recipe one chef's,
 * the first of the list whose category it has (a recipe both végé and créatif is Lucie's).
 */
export function signedBy<T extends { tags: readonly string[] }>(
  chef: GuestChef,
  recipes: readonly T[],
): T[] {
  const earlier = guestChefs.slice(0, guestChefs.indexOf(chef)).map((other) => other.recipeTag);
  return recipes.filter(
    (recipe) =>
      recipe.tags.includes(chef.recipeTag) && !earlier.some((tag) => recipe.tags.includes(tag)),
  );
}
