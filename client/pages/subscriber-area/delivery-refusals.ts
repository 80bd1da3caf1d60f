// What a suspension or a reactivation refused says (spec §8 has no message for these API
// answers: a 404, and the 400 `Bad Request` of an order that cannot change).
export const deliveryRefusals = {
  notFound: 'Cette livraison est introuvable dans votre compte. Rien n’a été modifié.',
  notSuspendable:
    'Cette livraison ne peut plus être suspendue\u00a0: elle est en route ou ses modifications sont closes. Rien n’a été modifié.',
  notSuspended: 'Cette livraison n’est pas suspendue\u00a0: il n’y a rien à réactiver.',
  alreadySuspended: 'Cette livraison est déjà suspendue\u00a0: il n’y a rien à suspendre.',
  subscriptionHeld:
    'Votre abonnement est en pause\u00a0: réactivez-le d’abord, depuis «\u00a0Mon abonnement\u00a0». Rien n’a été modifié.',
} as const;
