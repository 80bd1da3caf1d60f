import { useMemo, type ReactNode } from 'react';
import { useRoute } from '../router/router-context.tsx';
import type { PageMeta } from '../metadata/page-meta.ts';
import type { RouteState } from '../router/route-state.ts';
import { Document, type PageAssets } from './document.tsx';
import { useDebounced } from './use-debounced.ts';

// spec §2: metadata is updated after a 50 ms debounce on navigation
export const metadataDebounceMs = 50;

/** The document in the browser: its metadata follows the route. */
export function BrowserDocument(props: {
  /** the metadata of a route (its data is in the query cache by then) */
  metaOf: (route: RouteState) => PageMeta;
  assets: PageAssets;
  stateJson: string;
  children: ReactNode;
}) {
  const { metaOf } = props;
  const route = useRoute();
  const meta = useMemo(() => metaOf(route), [metaOf, route]);
  const debouncedMeta = useDebounced(meta, metadataDebounceMs);
  return (
    <Document meta={debouncedMeta} assets={props.assets} stateJson={props.stateJson}>
      {props.children}
    </Document>
  );
}
