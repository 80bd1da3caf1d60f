import { Carousel } from '../../components/carousel/carousel.tsx';
import { cx } from '../../components/class-names.ts';
import styles from './giftcard-landing.module.css';

const occasions = [
  {
    title: 'Un anniversaire',
    text: 'Un cadeau qui se savoure\u00a0: des dîners de saison plutôt qu’un objet de plus sur l’étagère.',
  },
  {
    title: 'Une crémaillère',
    text: 'De quoi étrenner la nouvelle cuisine sans courir les magasins entre deux cartons.',
  },
  {
    title: 'Une naissance',
    text: 'Pour de jeunes parents\u00a0: des repas faits maison, sans la corvée des courses.',
  },
  {
    title: 'La fête des mères ou des pères',
    text: 'Des recettes à cuisiner ensemble, ou un soir de répit bien mérité.',
  },
  {
    title: 'Noël',
    text: 'Sous le sapin, des semaines de bons petits plats pour bien commencer l’année.',
  },
  {
    title: 'Un premier appartement',
    text: 'Pour l’étudiant qui quitte le nid\u00a0: apprendre à cuisiner, une fiche recette à la fois.',
  },
  {
    title: 'Un merci',
    text: 'Pour la voisine qui arrose vos plantes, un collègue qui s’en va, la nounou des enfants.',
  },
];

const tones = [styles.toneBrand, styles.toneHerb, styles.toneOat];

/** Spec §2's gift-card carousel: occasions to offer the card. */
export function GiftCardOccasions() {
  return (
    <section aria-labelledby="giftcard-occasions" className={styles.section}>
      <h2 id="giftcard-occasions">Une idée pour chaque occasion</h2>
      <Carousel
        label="Les occasions d’offrir une carte cadeau"
        items={occasions}
        itemKey={(occasion) => occasion.title}
        renderItem={(occasion, index) => (
          <div className={cx(styles.occasion, tones[index % tones.length])}>
            <h3>{occasion.title}</h3>
            <p>{occasion.text}</p>
          </div>
        )}
      />
    </section>
  );
}
