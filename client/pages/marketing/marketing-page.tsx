import { MarketingLayout } from '../../components/marketing/marketing-layout.tsx';
import { OfferActions } from '../../components/marketing/offer-actions.tsx';
import { useRouteDef } from '../../router/router-context.tsx';
import { FirstOrder } from './first-order.tsx';
import { StepsCarousel } from './steps-carousel.tsx';

/**
 * The marketing and SEO pages of spec §2 (one module, many routes): their promise and the
 * offer; how-it-works tells the week in the carousel layout of spec §2, then a first order.
 */
export function Component() {
  const name = useRouteDef().name;
  const stepByStep = name === 'how_it_works';
  return (
    <MarketingLayout hero={<OfferActions />} howItWorks={!stepByStep}>
      {stepByStep ? (
        <>
          <StepsCarousel />
          <FirstOrder />
        </>
      ) : null}
    </MarketingLayout>
  );
}
