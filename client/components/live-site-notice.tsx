import type { ReactNode } from 'react';
import { liveSiteUrl } from '../app/showcase-links.ts';
import { useSiteSettings } from '../app/site-settings.tsx';
import { useLocation } from '../router/router-context.tsx';
import styles from './live-site-notice.module.css';

/**
 * A form that needs the site's server: in spec §1's static showcase, a notice in its place that
 * links to the live site when there is one (ADR 051); the form itself everywhere else.
 */
export function LiveSiteOnly({
  what,
  children,
}: {
  /** what the form does, as « Cette vitrine ne propose pas {what} » says it */
  what: string;
  children: ReactNode;
}) {
  const { showcase } = useSiteSettings();
  const location = useLocation();
  if (!showcase) return children;
  const live = liveSiteUrl(showcase, location);
  return (
    <p className={styles.notice}>
      {`Cette vitrine ne propose pas ${what}. `}
      {live ? (
        <a href={live} className={styles.link}>
          Continuer sur le site
        </a>
      ) : null}
    </p>
  );
}
