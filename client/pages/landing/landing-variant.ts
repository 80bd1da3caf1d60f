import type { RouteDef } from '../../../shared/routes.ts';

/** The landing's name in analytics labels and in ADR 040's table: the route's `variant` prop. */
export const variantOf = (def: RouteDef): string => String(def.props?.variant ?? def.name);

/** DECISIONS « Static contents »: landing variant 1 (/generiquev2) has its content in the code. */
export const hasContentInCode = (def: RouteDef): boolean => def.name === 'landing_market_lp1';

/** Landing variant 3 (/generique-landing) has its own layout: compact, the configurator first. */
export const hasCompactLayout = (def: RouteDef): boolean => def.name === 'landing_market_lp3';
