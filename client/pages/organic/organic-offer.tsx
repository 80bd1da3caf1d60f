import { claimText } from '../../components/marketing/claims.ts';
import { NumberedCards } from '../../components/showcase/numbered-cards.tsx';
import styles from '../../components/showcase/showcase.module.css';
import { whyOrganic } from './organic-angles.ts';

/** /bio: the claim and what a certified recipe is, then why we cook organic. */
export function OrganicOffer() {
  return (
    <>
      <section aria-labelledby="organic-claim" className={styles.section}>
        <h2 id="organic-claim">{claimText.organic}</h2>
        <p>
          Une recette est certifiée bio quand l’essentiel de ce que contient sa box vient de
          l’agriculture biologique. Les autres recettes comptent elles aussi leur part d’ingrédients
          bio, signalés un par un sur la fiche.
        </p>
      </section>
      <NumberedCards id="organic-why" title="Pourquoi nous cuisinons bio" items={whyOrganic} />
    </>
  );
}
