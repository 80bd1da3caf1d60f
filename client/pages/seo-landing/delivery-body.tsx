import { useSuspenseQuery } from '@tanstack/react-query';
import { cityPageIndex } from '../../../shared/city-page-index.ts';
import { deliveryModeOf } from '../../../shared/city-delivery-mode.ts';
import {
  cargoBikeTowns,
  deliveryDaysPhrase,
  insulatedBoxHours,
} from '../../../shared/delivery-area.ts';
import { formatSlot } from '../../../shared/delivery-slot.ts';
import { formatDay } from '../../../shared/french-dates.ts';
import { useClients } from '../../api/api-context.tsx';
import { faqPageQuery, type FaqQuestion } from '../../api/queries/faq.ts';
import { siteOriginOf, useSiteSettings } from '../../app/site-settings.tsx';
import { Accordion } from '../../components/accordion.tsx';
import { Link } from '../../components/link.tsx';
import { useDeliveryDays } from '../../components/seo/seo-data.ts';
import styles from '../../components/seo/seo-sections.module.css';
import { MarkdownContent } from '../../content/markdown-content.tsx';
import { deliveryFaqSegments } from './seo-plans.ts';

/** The help centre's answers on delivery zones and days, as this page shows them. */
export function useDeliveryQuestions(): FaqQuestion[] {
  const { api } = useClients();
  const page = useSuspenseQuery(
    faqPageQuery(api, deliveryFaqSegments, siteOriginOf(useSiteSettings())),
  ).data;
  return page && page.kind === 'subsection' ? page.subsection.questions : [];
}

/** /livraison-panier-repas: where, when and how the box is delivered (spec §2, ADR 049). */
export function DeliveryBody() {
  const { days, slots } = useDeliveryDays();
  const questions = useDeliveryQuestions();
  return (
    <>
      <section aria-labelledby="delivery-area" className={styles.prose}>
        <h2 id="delivery-area">Partout en France</h2>
        <p>
          Grandes villes, villages, montagne ou bord de mer&#x202f;: votre panier repas est livré à
          toute adresse de France métropolitaine, Corse comprise, et des départements d’outre-mer
          (Guadeloupe, Martinique, Guyane, La Réunion, Mayotte), par un transporteur du frais.
        </p>
        <p>
          Le colis isotherme et ses poches de froid gardent les produits au frais{' '}
          {insulatedBoxHours}&nbsp;heures&#x202f;: personne n’a besoin d’attendre le livreur.
        </p>
      </section>
      <section aria-labelledby="delivery-days">
        <h2 id="delivery-days">Livré {deliveryDaysPhrase}, sur le créneau de votre choix</h2>
        <div className={styles.columns}>
          <div>
            <h3>Les créneaux</h3>
            <ul>
              {slots.map((slot) => (
                <li key={slot.start}>{formatSlot(slot)}</li>
              ))}
            </ul>
          </div>
          {days.length > 0 ? (
            <div>
              <h3>Les prochains jours de livraison</h3>
              <ul>
                {days.map((day) => (
                  <li key={day}>{formatDay(day)}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </section>
      <section aria-labelledby="delivery-bike" className={styles.prose}>
        <h2 id="delivery-bike">À vélo cargo dans Paris et quatre communes voisines</h2>
        <p>
          Dans les vingt arrondissements et dans les communes ci-dessous, nos coursiers livrent à
          vélo cargo électrique. Ailleurs, un transporteur spécialiste du frais prend le relais.
        </p>
        <ul className={styles.chips}>
          <li>Paris</li>
          {cargoBikeTowns.map((entry) => (
            <li key={entry.postcode}>
              {entry.town} ({entry.postcode})
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="delivery-cities">
        <h2 id="delivery-cities">La livraison ville par ville</h2>
        <ul className={styles.chips}>
          {cityPageIndex.map((city) => (
            <li key={city.slug}>
              <Link to={`/${city.slug}`}>
                {city.city}
                {deliveryModeOf(city) === 'cargo-bike' ? ', à vélo cargo' : ''}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {questions.length > 0 ? (
        <section aria-labelledby="delivery-faq">
          <h2 id="delivery-faq">Zones et jours de livraison&#x202f;: vos questions</h2>
          <Accordion
            items={questions.map((question) => ({
              question: question.title,
              answer: <MarkdownContent body={question.body} compact />,
            }))}
          />
        </section>
      ) : null}
    </>
  );
}
