/** spec §8: what to say when nothing better is known. */
export const fallbackErrorMessage = 'Une erreur est survenue. Veuillez réessayer.';
