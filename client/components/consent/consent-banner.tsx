import { lazy, Suspense, useState } from 'react';
import { openConsentChoices, useConsent, useConsentChoicesOpen } from '../../analytics/consent.ts';

const ConsentPrompt = lazy(() => import('./consent-prompt.tsx'));
const ConsentChoices = lazy(() => import('./consent-choices.tsx'));

/**
 * French law (CNIL) asks consent before audience measurement and A/B testing: a banner asks
 * once, and the footer's « Gérer les cookies » opens the choices again. Drawn after
 * hydration only (ADR 011), fixed at the bottom so it moves nothing in the page; the banner
 * and the dialog load when they are needed, not with the page.
 */
export function ConsentBanner() {
  const consent = useConsent();
  const choicesOpen = useConsentChoicesOpen();
  // once opened, the dialog stays mounted: closing it must give focus back to its opener
  const [choicesLoaded, setChoicesLoaded] = useState(false);
  if (choicesOpen && !choicesLoaded) setChoicesLoaded(true);
  // one boundary each: the dialog's code loading must not hide the banner and its focus
  return (
    <>
      <Suspense fallback={null}>{consent === null ? <ConsentPrompt /> : null}</Suspense>
      <Suspense fallback={null}>
        {choicesLoaded && consent !== undefined ? (
          <ConsentChoices
            open={choicesOpen}
            current={consent}
            onClose={() => openConsentChoices(false)}
          />
        ) : null}
      </Suspense>
    </>
  );
}
