import type { SiteSettings } from '../client/app/site-settings.tsx';
import type { Config } from './config.ts';

/** What the pages receive of the configuration (DESIGN §9): nothing secret. */
export const siteSettingsOf = (config: Config): SiteSettings => ({
  brandName: config.BRAND_NAME,
  // canonical and Open Graph URLs name the base path (ADR 051)
  publicSiteUrl: `${config.PUBLIC_SITE_URL}${config.BASE_PATH}`,
  subscriberSiteUrl: config.SUBSCRIBER_SITE_URL,
  abTestScriptUrl: config.AB_TEST_SCRIPT_URL ?? null,
  // a client key is public by design: it only lets a page ask Adyen for its card fields
  adyen: config.ADYEN_CLIENT_KEY
    ? { clientKey: config.ADYEN_CLIENT_KEY, environment: config.ADYEN_ENVIRONMENT }
    : null,
  showcase: null,
});
