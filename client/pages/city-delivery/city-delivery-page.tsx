import { cityPageByName } from '../../../shared/city-pages.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import layoutStyles from '../../components/marketing/marketing-layout.module.css';
import { OfferActions } from '../../components/marketing/offer-actions.tsx';
import { OfferTeaser } from '../../components/marketing/offer-teaser.tsx';
import { Promises } from '../../components/marketing/promises.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { LocalFaq } from '../../components/seo/local-faq.tsx';
import { ReassuranceBlocks } from '../../components/seo/reassurance-blocks.tsx';
import styles from '../../components/seo/seo-sections.module.css';
import { useRouteDef } from '../../router/router-context.tsx';
import { CityDeliverySection } from './city-delivery-section.tsx';
import { cityTrail } from './city-trail.ts';
import { OrganicOffer } from './organic-offer.tsx';

/** The nine city delivery pages of spec §2, each in its own words (shared/city-pages.ts). */
export function Component() {
  const def = useRouteDef();
  const city = cityPageByName(def.name);
  if (!city) throw new Error(`${def.name} is not a city page`);
  return (
    <>
      <Breadcrumbs trail={cityTrail(city)} />
      <PageIntro hero title={city.title} lead={city.description} className={layoutStyles.hero}>
        <OfferActions />
      </PageIntro>
      <Promises />
      <div className={layoutStyles.sections}>
        <section aria-labelledby="city-intro" className={styles.prose}>
          <h2 id="city-intro">Votre panier repas à {city.city}</h2>
          <p>{city.intro}</p>
        </section>
        <CityDeliverySection city={city} />
        <section aria-labelledby="city-areas">
          <h2 id="city-areas">Les quartiers et communes livrés</h2>
          <div className={styles.columns}>
            <div>
              <h3>À {city.city}</h3>
              <ul className={styles.chips}>
                {city.neighbourhoods.map((place) => (
                  <li key={place}>{place}</li>
                ))}
              </ul>
            </div>
            <div>
              <h3>Autour de {city.city}</h3>
              <ul className={styles.chips}>
                {city.nearbyTowns.map((town) => (
                  <li key={town}>{town}</li>
                ))}
              </ul>
            </div>
          </div>
        </section>
        <section aria-labelledby="city-local" className={styles.prose}>
          <h2 id="city-local">{city.local.title}</h2>
          <p>{city.local.text}</p>
        </section>
        {city.organic ? <OrganicOffer city={city.city} organic={city.organic} /> : null}
        <LocalFaq title={`Livraison à ${city.city}\u00a0: vos questions`} questions={city.faq} />
        <ReassuranceBlocks pageName={city.name} title={`Ce qui vous attend à ${city.city}`} />
      </div>
      <OfferTeaser />
    </>
  );
}
