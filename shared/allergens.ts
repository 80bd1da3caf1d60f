// spec §3: the allergens a recipe can list, with the names French labels use (EU regulation
// 1169/2011, annex II).

export const allergenNames: Readonly<Record<string, string>> = {
  celery: 'Céleri',
  eggs: 'Œufs',
  fish: 'Poisson',
  gluten: 'Gluten',
  lupin: 'Lupin',
  milk: 'Lait',
  mustard: 'Moutarde',
  nut: 'Fruits à coque',
  peanut: 'Arachides',
  sesame: 'Sésame',
  soy: 'Soja',
  sulphites: 'Sulfites',
};

/** The French name of an allergen; an unknown key is shown as it comes rather than dropped. */
export function allergenName(key: string): string {
  return allergenNames[key] ?? key;
}
