/** A form's `intent` that no form of the page posts (forged): told in French, nothing done. */
export const unknownIntentMessage = 'Cette action n’existe pas. Rien n’a été modifié.';
