import { pushEvent } from '../../analytics/data-layer.ts';
import { LinkButton, type LinkButtonProps } from '../../components/button.tsx';

interface LandingCtaProps extends LinkButtonProps {
  /** the landing's name */
  landing: string;
  /** which call to action, in the analytics label: `famille:hero` */
  element: string;
}

/** A call to action of a landing: a link, counted in the data layer (spec §7). */
export function LandingCta({ landing, element, ...link }: LandingCtaProps) {
  return (
    <LinkButton
      {...link}
      onClick={() =>
        pushEvent({ event: 'click_on_cta_landing_custom', label: `${landing}:${element}` })
      }
    />
  );
}
