import type { SeedRecipeSection } from '../types.ts';

// The recipe rows of the weekly menu and of the SEO pages, in display order; inactive ones stay
// hidden.

export const recipeSections: SeedRecipeSection[] = [
  {
    title: 'Les incontournables',
    position: 1,
    active: true,
    logo: 'fork-and-knife-with-plate',
    includedTags: ['gourmand', 'viande', 'efficace'],
    excludedTags: ['créatif'],
  },
  {
    title: 'Express, prêtes en 20 minutes',
    position: 2,
    active: true,
    logo: 'steaming-bowl',
    includedTags: ['efficace'],
    excludedTags: [],
  },
  {
    title: 'Végétariennes',
    position: 3,
    active: true,
    logo: 'eggplant',
    includedTags: ['végé'],
    excludedTags: ['viande', 'poisson', 'crevettes'],
  },
  {
    title: 'Gourmandes',
    position: 4,
    active: true,
    logo: 'cheese-wedge',
    includedTags: ['gourmand'],
    excludedTags: ['healthy'],
  },
  {
    title: 'Healthy',
    position: 5,
    active: true,
    logo: 'green-salad',
    includedTags: ['healthy', 'nutrition'],
    excludedTags: ['gourmand'],
  },
  {
    title: 'La mer',
    position: 6,
    active: true,
    logo: 'fish',
    includedTags: ['poisson', 'crevettes'],
    excludedTags: ['viande'],
  },
  {
    title: 'Spécial fêtes',
    position: 7,
    active: false,
    logo: 'lobster',
    includedTags: ['créatif', 'gourmand'],
    excludedTags: ['efficace'],
  },
  {
    title: 'Créatives, des saveurs d’ailleurs',
    position: 8,
    active: true,
    logo: 'globe-showing-europe-africa',
    includedTags: ['créatif'],
    excludedTags: ['efficace'],
  },
  {
    title: 'Équilibrées, validées par notre diététicienne',
    position: 9,
    active: true,
    logo: 'leafy-green',
    includedTags: ['nutrition'],
    excludedTags: ['gourmand'],
  },
];
