import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { createBrowserRouter } from 'react-router-dom';
import type { RouteDef } from '../../shared/routes.ts';
import { Document, type PageAssets } from './document.tsx';
import { metaForState } from './meta-for-state.ts';
import { useSiteSettings } from './site-settings.tsx';
import { useDebounced } from './use-debounced.ts';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

// spec §2: metadata is updated after a 50 ms debounce on navigation
export const metadataDebounceMs = 50;

/** The document in the browser: its metadata follows the router's state. */
export function BrowserDocument(props: {
  router: BrowserRouter;
  table: RouteDef[];
  assets: PageAssets;
  stateJson: string;
  children: ReactNode;
}) {
  const { router, table } = props;
  const state = useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );
  const queryClient = useQueryClient();
  const site = useSiteSettings();
  const meta = useMemo(
    () =>
      metaForState({
        matches: state.matches,
        errors: state.errors,
        pathname: state.location.pathname,
        queryClient,
        site,
        table,
      }),
    [state.matches, state.errors, state.location.pathname, queryClient, site, table],
  );
  const debouncedMeta = useDebounced(meta, metadataDebounceMs);
  return (
    <Document meta={debouncedMeta} assets={props.assets} stateJson={props.stateJson}>
      {props.children}
    </Document>
  );
}
