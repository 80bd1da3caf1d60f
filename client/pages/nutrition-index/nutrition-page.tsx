import { LeadForm } from '../../components/lead/lead-form.tsx';
import { MarketingLayout } from '../../components/marketing/marketing-layout.tsx';
import { ReviewHighlights } from '../../components/review-highlights.tsx';
import { LiveSiteOnly } from '../../components/live-site-notice.tsx';

/** /nutrition (spec §2): a landing page with the subscribe form and customers' reviews. */
export function Component() {
  return (
    <MarketingLayout
      hero={
        <LiveSiteOnly what="l’inscription par e-mail">
          <LeadForm />
        </LiveSiteOnly>
      }
    >
      <ReviewHighlights />
    </MarketingLayout>
  );
}
