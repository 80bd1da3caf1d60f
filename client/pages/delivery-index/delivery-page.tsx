import { LeadForm } from '../../components/lead/lead-form.tsx';
import { MarketingLayout } from '../../components/marketing/marketing-layout.tsx';
import { DeliveryQuestions } from './delivery-questions.tsx';
import { LiveSiteOnly } from '../../components/live-site-notice.tsx';

/** /livraison (spec §2): delivery across France, expandable questions, the subscribe form. */
export function Component() {
  return (
    <MarketingLayout
      hero={
        <LiveSiteOnly what="l’inscription par e-mail">
          <LeadForm />
        </LiveSiteOnly>
      }
    >
      <DeliveryQuestions />
    </MarketingLayout>
  );
}
