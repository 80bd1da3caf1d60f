// What kind of thing an icon shows, as far as plating goes.

/** Icons that come in their own vessel (a bowl of rice, a pan, a jar…): served beside the plate. */
const VESSELS = new Set([
  'beer-mug',
  'bento-box',
  'beverage-box',
  'bowl-with-spoon',
  'bubble-tea',
  'canned-food',
  'cocktail-glass',
  'cooked-rice',
  'cooking',
  'cup-with-straw',
  'curry-rice',
  'custard',
  'fondue',
  'glass-of-milk',
  'green-salad',
  'honey-pot',
  'hot-beverage',
  'jar',
  'mate',
  'pot-of-food',
  'salt',
  'shallow-pan-of-food',
  'spaghetti',
  'steaming-bowl',
  'takeout-box',
  'teacup-without-handle',
  'tumbler-glass',
  'wine-glass',
]);

/** Ingredients that look natural lying loose on a table next to a plate. */
const LOOSE = new Set([
  'avocado',
  'bell-pepper',
  'carrot',
  'chestnut',
  'cucumber',
  'garlic',
  'ginger-root',
  'green-apple',
  'herb',
  'hot-pepper',
  'kiwi-fruit',
  'leafy-green',
  'lemon',
  'mushroom',
  'olive',
  'onion',
  'peanuts',
  'pea-pod',
  'potato',
  'red-apple',
  'tangerine',
  'tomato',
]);

/** Small round things that look right by the handful in a little bowl. */
const SMALL = new Set([
  'blueberries',
  'chestnut',
  'cherries',
  'garlic',
  'grapes',
  'hot-pepper',
  'mushroom',
  'olive',
  'peanuts',
  'pea-pod',
  'strawberry',
  'tomato',
]);

/** Leaves: tucked under the star rather than set beside it. */
const LEAVES = new Set(['herb', 'leafy-green', 'seedling', 'shamrock', 'four-leaf-clover']);

export const isVessel = (name: string): boolean => VESSELS.has(name);
export const isLoose = (name: string): boolean => LOOSE.has(name);
export const isSmall = (name: string): boolean => SMALL.has(name);
export const isLeaf = (name: string): boolean => LEAVES.has(name);
