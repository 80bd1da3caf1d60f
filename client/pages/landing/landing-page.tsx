import { useSuspenseQuery } from '@tanstack/react-query';
import { parseBoxSettings } from '../../../shared/box-settings.ts';
import { landingContentKey } from '../../../shared/landing-content-key.ts';
import { useClients } from '../../api/api-context.tsx';
import { landingContentQuery, type LandingContent } from '../../api/queries/landing-content.ts';
import { siteOriginOf, useSiteSettings } from '../../app/site-settings.tsx';
import { useLocation, useParams, useRouteDef } from '../../router/router-context.tsx';
import { CompactLanding } from './compact-landing.tsx';
import { landingFallback } from './landing-fallback.ts';
import { hasCompactLayout, hasContentInCode, variantOf } from './landing-variant.ts';
import { StandardLanding } from './standard-landing.tsx';
import { welcomeLandingContent } from './welcome-landing-content.ts';

/**
 * The offer's landing pages (spec §2: generique and its aliases, generiquev2, generique-landing):
 * each its own content, the welcome offer's configurator, this week's recipes.
 */
export function Component() {
  const def = useRouteDef();
  return hasContentInCode(def) ? <Landing content={welcomeLandingContent} /> : <LandingFromCms />;
}

/** The landing of a static content (spec §7), or its fallback when the CMS has none (§8). */
function LandingFromCms() {
  const def = useRouteDef();
  const { api } = useClients();
  const site = useSiteSettings();
  const key = landingContentKey(useLocation().pathname);
  const content = useSuspenseQuery(landingContentQuery(api, key, siteOriginOf(site))).data;
  return <Landing content={content ?? landingFallback(def.title)} />;
}

function Landing({ content }: { content: LandingContent }) {
  const def = useRouteDef();
  const { boxSettings } = useParams();
  const Layout = hasCompactLayout(def) ? CompactLanding : StandardLanding;
  return (
    <Layout
      content={content}
      variant={variantOf(def)}
      lead={def.description}
      settings={parseBoxSettings(boxSettings)}
      settingsKey={boxSettings ?? ''}
    />
  );
}
