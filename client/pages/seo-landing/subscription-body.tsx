import { frenchTypography } from '../../../shared/french-typography.ts';
import { LocalFaq } from '../../components/seo/local-faq.tsx';
import styles from '../../components/seo/seo-sections.module.css';
import { subscriptionQuestions } from './subscription-questions.ts';

const actions = [
  {
    term: 'Mettre en pause',
    detail:
      'Partez en vacances l’esprit léger : suspendez votre abonnement depuis « Mes livraisons », et réactivez-le à votre retour.',
  },
  {
    term: 'Sauter une semaine',
    detail:
      'Une semaine chargée, un week-end chez des amis ? Passez cette livraison seulement, les suivantes restent prévues.',
  },
  {
    term: 'Changer de formule',
    detail:
      'Plus de recettes pour recevoir, moins pendant un rush au travail, deux ou huit personnes : la taille de la box suit votre vie.',
  },
  {
    term: 'Changer de jour',
    detail: 'Choisissez un autre jour de livraison pour une semaine ou pour toutes les suivantes.',
  },
  {
    term: 'Arrêter',
    detail:
      'Sans préavis ni justificatif : l’abonnement s’arrête, et aucune box n’est plus préparée ni facturée.',
  },
].map((action) => ({ ...action, detail: frenchTypography(action.detail) }));

const week = [
  'Le menu de la semaine est en ligne plusieurs semaines à l’avance.',
  'Vous choisissez vos recettes, ou nous les choisissons selon vos préférences.',
  'Vos choix se figent à la date limite, puis nos équipes préparent votre box.',
  'La box arrive le jour et sur le créneau que vous avez choisis.',
];

/** /box-abonnement: a flexible subscription, no fixed term (spec §2, ADR 049). */
export function SubscriptionBody() {
  return (
    <>
      <section aria-labelledby="subscription-what" className={styles.prose}>
        <h2 id="subscription-what">Un abonnement sans durée minimale</h2>
        <p>
          Pas de contrat d’un an ni de frais de résiliation&#x202f;: l’abonnement se renouvelle
          chaque semaine tant qu’il vous rend service, et s’arrête le jour où vous le décidez.
        </p>
      </section>
      <section aria-labelledby="subscription-actions">
        <h2 id="subscription-actions">Tout se règle depuis votre compte</h2>
        <dl className={styles.columns}>
          {actions.map((action) => (
            <div key={action.term}>
              <dt>
                <strong>{action.term}</strong>
              </dt>
              <dd>{action.detail}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="subscription-week">
        <h2 id="subscription-week">Une semaine d’abonnement, étape par étape</h2>
        <ol className={styles.prose}>
          {week.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <LocalFaq title="L’abonnement en questions" questions={subscriptionQuestions} />
    </>
  );
}
