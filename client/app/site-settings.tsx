import { createContext, use, type ReactNode } from 'react';

/** What the browser needs of the server's configuration (DESIGN §9): nothing secret. */
export interface SiteSettings {
  brandName: string;
  /**
   * absolute base of canonical and Open Graph URLs, without a trailing slash: the public URL
   * and the base path (ADR 051)
   */
  publicSiteUrl: string;
  subscriberSiteUrl: string;
  abTestScriptUrl: string | null;
  /** Adyen's Drop-in for the gift card payment (ADR 038); null: the test-mode card form */
  adyen: AdyenSettings | null;
  /** spec §1's static showcase, built to files (ADR 051); null on the live site */
  showcase: ShowcaseSettings | null;
}

export interface ShowcaseSettings {
  /** the live site (SHOWCASE_LIVE_URL), for what the showcase does not offer */
  liveUrl: string | null;
  /** a product API the showcase's browser may call (SHOWCASE_API_URL, without /api) */
  apiUrl: string | null;
}

export interface AdyenSettings {
  /** `test_…` or `live_…`, public by design */
  clientKey: string;
  environment: 'test' | 'live';
}

const SiteSettingsContext = createContext<SiteSettings | null>(null);

export function SiteSettingsProvider({
  settings,
  children,
}: {
  settings: SiteSettings;
  children: ReactNode;
}) {
  return <SiteSettingsContext value={settings}>{children}</SiteSettingsContext>;
}

export function useSiteSettings(): SiteSettings {
  const settings = use(SiteSettingsContext);
  if (!settings) throw new Error('useSiteSettings outside <SiteSettingsProvider>');
  return settings;
}

/** The site's own origin, e.g. to tell its links from other sites' in CMS content. */
export const siteOriginOf = (site: Pick<SiteSettings, 'publicSiteUrl'>): string =>
  new URL(site.publicSiteUrl).origin;
