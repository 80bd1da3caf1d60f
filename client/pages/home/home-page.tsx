import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatDate, formatPrice } from '../../../shared/format-fr.ts';
import {
  lowestPricePerDish,
  welcomeOfferDefaults,
  welcomeOfferPrice,
} from '../../../shared/welcome-offer-price.ts';
import { useClients } from '../../api/api-context.tsx';
import { faqSectionsQuery } from '../../api/queries/faq.ts';
import { cookbookQuery } from '../../api/queries/recipes.ts';
import { reviewsQuery } from '../../api/queries/reviews.ts';
import { RecipeGrid } from '../../components/recipe-grid.tsx';
import { homeRecipeCount } from '../../routes/page-loaders.ts';
import styles from './home-page.module.css';

const steps = [
  {
    title: 'Choisissez vos recettes',
    text: 'Parmi 24 nouvelles recettes chaque semaine : végétariennes, poisson, viande, rapides ou gourmandes.',
  },
  {
    title: 'Recevez vos ingrédients',
    text: 'Frais, de saison, à 90 % français, en justes quantités, livrés partout en France et à vélo cargo dans Paris.',
  },
  {
    title: 'Cuisinez en 30 minutes',
    text: 'Chaque fiche recette vous guide pas à pas. Il ne vous reste qu’à vous régaler.',
  },
];

export function Component() {
  const { api, reviews } = useClients();
  const { recipes } = useSuspenseQuery(
    cookbookQuery(api, { page: 1, pageSize: homeRecipeCount }),
  ).data;
  const fiveStars = useSuspenseQuery(reviewsQuery(reviews)).data.slice(0, 3);
  const questions = useSuspenseQuery(faqSectionsQuery(api))
    .data.flatMap((section) =>
      section.faq_subsections.flatMap((subsection) =>
        (subsection.faq_articles ?? []).map((article) => ({
          ...article,
          path: `/faq/${section.slug}/${subsection.slug}/${article.slug}`,
        })),
      ),
    )
    .slice(0, 4);
  const firstBox = welcomeOfferPrice(welcomeOfferDefaults.guests, 3);

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title">Des recettes de saison à cuisiner, livrées chez vous</h1>
        <p className={styles.lead}>
          Chaque semaine, 24 nouvelles recettes prêtes en 30&nbsp;minutes ou moins, et leurs
          ingrédients frais en justes quantités. Sans engagement&nbsp;: vous faites une pause quand
          vous voulez.
        </p>
        <p className={styles.actions}>
          <Link to="/generique" className={styles.primary}>
            Découvrir l’offre
          </Link>
          <Link to="/menu" className={styles.secondary}>
            Voir le menu de la semaine
          </Link>
        </p>
      </section>

      <section aria-labelledby="how-title">
        <h2 id="how-title">Comment ça marche&nbsp;?</h2>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <p>
          <Link to="/comment-ca-marche">Tout savoir sur le fonctionnement de la box</Link>
        </p>
      </section>

      <section aria-labelledby="recipes-title">
        <h2 id="recipes-title">Nos dernières recettes</h2>
        <RecipeGrid recipes={recipes} eagerCount={1} />
        <p>
          <Link to="/recettes/page/1">Toutes nos recettes</Link>
        </p>
      </section>

      <section className={styles.offer} aria-labelledby="offer-title">
        <h2 id="offer-title">Votre première box</h2>
        <p>
          À partir de <strong>{formatPrice(lowestPricePerDish())} la part</strong>, livraison
          comprise.
          {firstBox ? (
            <>
              {' '}
              Par exemple, 3 recettes pour {welcomeOfferDefaults.guests} personnes&nbsp;:{' '}
              {formatPrice(firstBox.total)}, soit {formatPrice(firstBox.perDish)} la part.
            </>
          ) : null}
        </p>
        <p>
          <Link to="/generique" className={styles.primary}>
            Composer ma box
          </Link>
        </p>
      </section>

      {fiveStars.length > 0 ? (
        <section aria-labelledby="reviews-title">
          <h2 id="reviews-title">Ils cuisinent avec nous</h2>
          <ul className={styles.reviews}>
            {fiveStars.map((review) => (
              <li key={review.id} className={styles.review}>
                <figure>
                  <blockquote>
                    <p className={styles.reviewTitle}>«&nbsp;{review.title}&nbsp;»</p>
                    <p>{review.content}</p>
                  </blockquote>
                  <figcaption>
                    {review.author}, {review.city} —{' '}
                    <time dateTime={review.publish_date}>{formatDate(review.publish_date)}</time>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/avis-clients">Tous les avis de nos clients</Link>
          </p>
        </section>
      ) : null}

      <section aria-labelledby="faq-title">
        <h2 id="faq-title">Vos questions</h2>
        <ul className={styles.questions}>
          {questions.map((question) => (
            <li key={question.path}>
              <Link to={question.path}>{question.title}</Link>
            </li>
          ))}
        </ul>
        <p>
          <Link to="/faq">Toutes les réponses</Link>
        </p>
      </section>
    </>
  );
}
