import { useSuspenseQuery } from '@tanstack/react-query';
import { useClients } from '../../api/api-context.tsx';
import { faqPageQuery } from '../../api/queries/faq.ts';
import { siteOriginOf, useSiteSettings } from '../../app/site-settings.tsx';
import { MarketingLayout } from '../../components/marketing/marketing-layout.tsx';
import { OfferActions } from '../../components/marketing/offer-actions.tsx';
import { FaqList } from '../../components/showcase/faq-list.tsx';
import { NumberedCards } from '../../components/showcase/numbered-cards.tsx';
import { clubFaq, climbSteps } from './club-content.ts';
import { ClubTiers } from './club-tiers.tsx';

/**
 * /le-club (spec §2 `club_yotpo`): the tiers from « Découverte » up and what each earns (the
 * table the subscriber area reads, ADR 047), how to climb, the help centre's club questions.
 */
export function Component() {
  const { api } = useClients();
  const site = useSiteSettings();
  const faq = useSuspenseQuery(faqPageQuery(api, clubFaq, siteOriginOf(site))).data;
  return (
    <MarketingLayout hero={<OfferActions />} howItWorks={false}>
      <ClubTiers />
      <NumberedCards
        id="club-climb"
        title="Comment grimper d’un palier à l’autre"
        items={climbSteps}
        numbered
      />
      {faq?.kind === 'subsection' ? (
        <FaqList
          id="club-faq"
          title="Vos questions sur le club"
          subsection={faq.subsection}
          path={`/faq/${clubFaq.join('/')}`}
        />
      ) : null}
    </MarketingLayout>
  );
}
