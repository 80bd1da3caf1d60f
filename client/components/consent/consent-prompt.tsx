import { useLayoutEffect, useRef } from 'react';
import { consentSettingsId, openConsentChoices, saveConsent } from '../../analytics/consent.ts';
import { Button } from '../button.tsx';
import styles from './consent.module.css';

/**
 * While the banner covers the bottom of the window, the page scrolls what gets the focus
 * above it (WCAG 2.4.11): the banner's height and margin is the document's scroll padding (or
 * a page's own bottom bar's, `--bottom-bar-room`, if larger) and the room left below the
 * page's end. They are the root's own properties, not a custom property every element
 * inherits: each change would compute the whole page's style again (ADR 071). When it
 * leaves, the focus it held does not fall to the page's top.
 */
function useRoomBelow() {
  const banner = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = banner.current;
    if (!element) return;
    const root = document.documentElement;
    const reserve = () => {
      const room = `${Math.max(0, window.innerHeight - element.getBoundingClientRect().top)}px`;
      root.style.paddingBottom = room;
      root.style.scrollPaddingBottom = `max(var(--bottom-bar-room, 0px), ${room})`;
    };
    // its first observation comes once the frame is laid out, before it is painted: the room
    // is read then, with no layout forced in the middle of React's commit
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    window.addEventListener('resize', reserve);
    // it rises into place (its animation moves it, which a resize does not tell)
    element.addEventListener('animationend', reserve);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', reserve);
      element.removeEventListener('animationend', reserve);
      root.style.removeProperty('padding-bottom');
      root.style.removeProperty('scroll-padding-bottom');
      // its buttons leave with it (React runs this before removing it): the focus goes to
      // « Gérer les cookies », where the choice can be changed again (WCAG 2.4.3), and the page
      // stays where the reader was (that button is in the footer)
      if (element.contains(document.activeElement))
        document.getElementById(consentSettingsId)?.focus({ preventScroll: true });
    };
  }, []);
  return banner;
}

/** The banner's content: the question, and refusing as easy as accepting (CNIL). */
export default function ConsentPrompt() {
  const banner = useRoomBelow();
  return (
    <section ref={banner} className={styles.banner} aria-labelledby="consent-title">
      <h2 id="consent-title" className={styles.title}>
        Vos choix sur les cookies
      </h2>
      <p className={styles.text}>
        Avec votre accord, nous mesurons l’audience du site et testons des améliorations de nos
        pages. Vous pouvez changer d’avis à tout moment depuis «&nbsp;Gérer les cookies&nbsp;», en
        bas de chaque page.
      </p>
      <div className={styles.actions}>
        <Button size="sm" onClick={() => saveConsent({ analytics: false, abTesting: false })}>
          Tout refuser
        </Button>
        <Button size="sm" onClick={() => saveConsent({ analytics: true, abTesting: true })}>
          Tout accepter
        </Button>
        <Button size="sm" variant="ghost" onClick={() => openConsentChoices()}>
          Choisir
        </Button>
      </div>
    </section>
  );
}
