// spec §3: the allergens a recipe can list, with the names French labels use (EU regulation
// 1169/2011, annex II). The spec names twelve; annex II has fourteen, crustaceans and molluscs
// too, which a prawn recipe must declare (ADR 062).

export const allergenNames: Readonly<Record<string, string>> = {
  celery: 'Céleri',
  crustaceans: 'Crustacés',
  eggs: 'Œufs',
  fish: 'Poisson',
  gluten: 'Gluten',
  lupin: 'Lupin',
  milk: 'Lait',
  molluscs: 'Mollusques',
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
