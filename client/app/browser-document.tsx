import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { PageMeta } from '../metadata/page-meta.ts';
import { useRoute } from '../router/router-context.tsx';
import type { RouteState } from '../router/route-state.ts';
import { Document, type PageAssets } from './document.tsx';
import { useDebounced } from './use-debounced.ts';
import { useFirstInteraction } from './first-interaction.ts';

// spec §2: metadata is updated after a 50 ms debounce on navigation
export const metadataDebounceMs = 50;

export type MetaOf = (route: RouteState) => PageMeta;

/**
 * The document in the browser: its metadata follows the route. The first page's metadata is the
 * one the server wrote; the code that works it out for the next ones (the route table's
 * metadata, JSON-LD, the map of the pages' folders) loads at the visitor's first interaction or
 * at the first navigation (ADR 077).
 */
export function BrowserDocument(props: {
  initialMeta: PageMeta;
  loadMetaOf: () => Promise<MetaOf>;
  assets: PageAssets;
  stateJson: string;
  children: ReactNode;
}) {
  const { initialMeta, loadMetaOf } = props;
  const route = useRoute();
  const [metaOf, setMetaOf] = useState<{ of: MetaOf } | null>(null);
  // the first page's metadata is the server's, read from the document, while the page is as
  // the server drew it: its head module loads with a navigation back to it or an answer of its
  // action (ADR 067)
  const [first] = useState(route);
  const asServed =
    route.location === first.location &&
    route.status === first.status &&
    route.answer === first.answer;
  // the next pages' metadata code, at the visitor's first interaction or with the first
  // navigation, whichever comes first: a visit that only reads does not load it (ADR 077)
  const wanted = useFirstInteraction() || !asServed;
  useEffect(() => {
    if (!wanted || metaOf) return;
    let current = true;
    void loadMetaOf().then((of) => current && setMetaOf({ of }));
    return () => {
      current = false;
    };
  }, [wanted, metaOf, loadMetaOf]);
  const meta = useMemo(
    () => (metaOf && !asServed ? metaOf.of(route) : initialMeta),
    [metaOf, route, asServed, initialMeta],
  );
  const debouncedMeta = useDebounced(meta, metadataDebounceMs);
  return (
    <Document meta={debouncedMeta} assets={props.assets} stateJson={props.stateJson}>
      {props.children}
    </Document>
  );
}
