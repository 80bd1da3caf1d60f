import type { BoxSettings } from '../../../shared/box-settings.ts';
import type { LandingContent } from '../../api/queries/landing-content.ts';

/** What both layouts of a landing draw. */
export interface LandingLayoutProps {
  content: LandingContent;
  /** the landing's name (route props), for analytics labels and its version */
  variant: string;
  /** the lead under the title: the route table's description */
  lead: string;
  /** the configurator's first box (ADR 040) */
  settings: BoxSettings;
  /** changes with the URL's box settings, so that the configurator starts again from them */
  settingsKey: string;
}

/** The configurator's id: the landing's « Composer ma box » links go there. */
export const configuratorId = 'composer';
