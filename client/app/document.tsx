import type { ReactNode } from 'react';
import { AbTestScript } from '../analytics/ab-test-script.tsx';
import { fontPreloads } from './font-preloads.ts';
import { PageHead } from './page-head.tsx';
import { jsonForScriptOnce } from './script-json.ts';
import type { PageMeta } from '../metadata/page-meta.ts';
import { sitePath } from './base-path.ts';

export interface PageAssets {
  stylesheets: string[];
  modulePreloads: string[];
}

export const stateElementId = 'app-state';

interface DocumentProps {
  meta: PageMeta;
  assets: PageAssets;
  /** the escaped JSON of the data block (dehydrated queries, route status, settings) */
  stateJson: string;
  /** the response's CSP nonce, for the parser's stop below: the server's render alone has one */
  nonce?: string;
  children: ReactNode;
}

/**
 * The whole HTML document, rendered by React on the server and hydrated in the browser
 * (DESIGN §12: metadata lands in <head> only if React renders the whole document).
 */
export function Document({ meta, assets, stateJson, nonce, children }: DocumentProps) {
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <PageHead meta={meta} />
        <meta name="theme-color" content="#fbf6ee" />
        <link rel="icon" href={sitePath('/favicon.svg')} type="image/svg+xml" />
        {fontPreloads.map((href) => (
          <link
            key={href}
            rel="preload"
            href={href}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        ))}
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {/*
         * The parser waits here for the stylesheet (an inline script waits for the stylesheets
         * before it): the forms of a page make Chromium lay it out at DOMContentLoaded, and a
         * layout without the stylesheet is thrown away (ADR 070). The browser renders it too,
         * so that hydration pairs the head's scripts one to one; the nonce is the server's
         * (the browser hides it: nothing to compare), and the script never runs again.
         */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: '/* ADR 070 */' }}
        />
        {/*
         * The page is already in the HTML: its scripts only hydrate it, so they are fetched at
         * low priority, like React's own bootstrap module, and leave the bandwidth to the
         * stylesheet, the fonts and the largest image first (DESIGN §11, ADR 026)
         */}
        {assets.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} fetchPriority="low" />
        ))}
        <AbTestScript url={meta.abTestScriptUrl} />
        {meta.jsonLd.map((data, index) => (
          <script
            key={index}
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: jsonForScriptOnce(data) }}
          />
        ))}
      </head>
      <body>
        {children}
        <script
          id={stateElementId}
          type="application/json"
          dangerouslySetInnerHTML={{ __html: stateJson }}
        />
      </body>
    </html>
  );
}
