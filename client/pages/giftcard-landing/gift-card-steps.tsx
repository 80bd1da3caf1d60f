import { giftCardMessageMaxLength, giftCardValidityMonths } from '../../../shared/gift-card.ts';
import { amountChoices } from './gift-card-copy.ts';
import styles from './giftcard-landing.module.css';

const steps = [
  {
    title: 'Vous choisissez le montant',
    text: `${amountChoices}, avec un petit mot de ${giftCardMessageMaxLength}\u00a0caractères au plus. Vous payez en ligne par carte bancaire, sans avoir à être abonné.`,
  },
  {
    title: 'La carte part par e-mail',
    text: 'Dès le paiement, vous recevez la carte et son code par e-mail\u00a0: transférez-la, ou imprimez-la pour la glisser dans une enveloppe.',
  },
  {
    title: 'Son code, dans le panier',
    text: 'La personne qui la reçoit choisit ses recettes et saisit le code dans le champ «\u00a0Carte cadeau\u00a0» de son panier\u00a0: le montant est déduit, le reste se paie par carte.',
  },
  {
    title: 'À vos fourneaux\u00a0!',
    text: `Nous livrons les ingrédients frais, en justes quantités, avec les fiches recettes pas à pas. La carte reste valable ${giftCardValidityMonths}\u00a0mois, sans engagement.`,
  },
];

/** From the buyer to the recipient's kitchen: how the card arrives and how it is used. */
export function GiftCardSteps() {
  return (
    <section aria-labelledby="giftcard-steps" className={styles.section}>
      <h2 id="giftcard-steps">Comment ça marche&nbsp;?</h2>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p className={styles.stepText}>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
