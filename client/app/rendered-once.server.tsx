import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { HtmlOnce } from './rendered-once.tsx';
import { SiteSettingsProvider, type SiteSettings } from './site-settings.tsx';

// a part's props take a few values (the header's current section, a visitor logged in or not):
// more is a mistake, which costs renders, not memory
const mostPropsEach = 32;

/**
 * The renderer's `HtmlOnce` (ADR 082): a part's HTML for its props, rendered by React the first
 * time with the site's settings and kept for the process. React's own HTML, text separators
 * included, so that the browser hydrates it as if it had been streamed with the page.
 */
export function htmlOnceWith(site: SiteSettings): HtmlOnce {
  const rendered = new Map<ComponentType<never>, Map<string, string>>();
  return (part, props) => {
    let byProps = rendered.get(part as ComponentType<never>);
    if (!byProps) rendered.set(part as ComponentType<never>, (byProps = new Map()));
    const key = JSON.stringify(props);
    let html = byProps.get(key);
    if (html === undefined) {
      const Part = part as ComponentType<object>;
      html = renderToString(
        <SiteSettingsProvider settings={site}>
          <Part {...props} />
        </SiteSettingsProvider>,
      );
      if (byProps.size >= mostPropsEach) byProps.clear();
      byProps.set(key, html);
    }
    return html;
  };
}
