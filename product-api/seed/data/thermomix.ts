// The recipes certified for the Thermomix (spec §1: « 6 Thermomix-certified recipes per week »):
// soups, risottos, curries and purées, whose steps the appliance can run. The seed gives them the
// `thermomix` recipe category, which the /thermomix page lists.
export const thermomixRecipeSlugs: readonly string[] = [
  'veloute-potimarron-chataignes',
  'risotto-champignons-parmesan',
  'risotto-crevettes-courgettes',
  'dahl-lentilles-corail-epinards',
  'curry-patate-douce-pois-chiches',
  'chili-sin-carne-haricots-rouges',
  'chili-con-carne-haricots-rouges',
  'palak-paneer-naans-ail',
  'blanquette-veau-ancienne-riz-pilaf',
  'curry-rouge-crevettes-ananas',
  'poulet-tikka-masala-riz-basmati',
  'brandade-cabillaud-espelette',
  'tajine-legumes-pois-chiches-abricots',
  'hachis-parmentier-charolais',
];
