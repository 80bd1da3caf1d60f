import { useSuspenseQuery } from '@tanstack/react-query';
import type { Producer } from '../../../shared/organic-recipes.ts';
import { useClients } from '../../api/api-context.tsx';
import { faqPageQuery } from '../../api/queries/faq.ts';
import { siteOriginOf, useSiteSettings } from '../../app/site-settings.tsx';
import { FaqList } from '../../components/showcase/faq-list.tsx';
import { NumberedCards } from '../../components/showcase/numbered-cards.tsx';
import { ProducerList } from '../../components/showcase/producer-list.tsx';
import { organicFaqs, producerTitles, type OrganicPage } from './organic-content.ts';
import { organicLabels } from './organic-labels.ts';

const shownProducers = 6;

/**
 * What every organic page shows, from its angle: the labels, the producers of its recipes
 * (the origins data) and its subsection of the help centre.
 */
export function OrganicCommon({ page, producers }: { page: OrganicPage; producers: Producer[] }) {
  const { api } = useClients();
  const site = useSiteSettings();
  const { segments, title } = organicFaqs[page];
  const faq = useSuspenseQuery(faqPageQuery(api, segments, siteOriginOf(site))).data;
  const labels = organicLabels[page];
  return (
    <>
      <NumberedCards id="organic-labels" title={labels.title} items={labels.items} />
      <ProducerList
        id="organic-producers"
        title={producerTitles[page]}
        producers={producers.slice(0, shownProducers)}
      />
      {faq?.kind === 'subsection' ? (
        <FaqList
          id="organic-faq"
          title={title}
          subsection={faq.subsection}
          path={`/faq/${segments.join('/')}`}
        />
      ) : null}
    </>
  );
}
