import { frenchTypography } from '../../../shared/french-typography.ts';
import type { PlainQuestion } from '../../components/seo/local-faq.tsx';

// /box-abonnement's questions (spec §2: no fixed term, modifiable and cancellable any time),
// shown by the page and said again by its FAQPage structured data, but the one the help centre
// answers on a page of its own (ADR 049).
export const subscriptionQuestions: PlainQuestion[] = [
  {
    question: 'Y a-t-il une durée minimale d’abonnement ?',
    answer:
      'Non. Vous pouvez arrêter après votre première box : l’abonnement est sans engagement, sans frais de résiliation.',
  },
  {
    question: 'Combien de temps puis-je mettre ma box en pause ?',
    answer:
      'Aussi longtemps que vous le souhaitez : aucune box n’est livrée ni facturée pendant la pause, et vous la réactivez quand vous voulez.',
  },
  {
    question: 'Jusqu’à quand puis-je modifier la box de la semaine ?',
    answer:
      'Jusqu’à la date limite affichée dans « Mes livraisons » pour chaque box : après, elle est commandée à nos producteurs.',
  },
  {
    question: 'Comment résilier mon abonnement ?',
    answer:
      'Mettez votre abonnement en pause dans votre compte, rubrique « Mon abonnement » : plus aucune box n’est préparée ni facturée. Puis écrivez ou téléphonez à notre service client, qui le clôture le jour même.',
    helpPath: '/faq/mon-abonnement/pause-et-resiliation/resilier-abonnement',
  },
].map((entry) => ({
  ...entry,
  question: frenchTypography(entry.question),
  answer: frenchTypography(entry.answer),
}));
