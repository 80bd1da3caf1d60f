// spec §3 and §9: the box's sizes (guests) and the welcome offer's default choice, apart from
// its price grid (welcome-offer-price.ts), which a recipe page, drawn for one of these sizes,
// does not load.

export const welcomeOfferGuests = [2, 4, 6, 8] as const;
export const welcomeOfferDefaults = { guests: 4, recipes: 8 } as const;
