import type { Plugin } from 'vite';

// React Router's production build declares each component as `React.forwardRef(…)` followed by
// `Link.displayName = "Link"`: a call the bundler cannot know is pure and a write it must keep,
// so every page shipped Link, NavLink and their prefetching (2.7 KB gzip) that the site never
// renders (its links are plain anchors, ADR 016). Marking the calls pure and dropping the
// names, which only React's developer tools read, lets the unused ones go (ADR 064).

/** The production build's text with its component declarations left for tree-shaking. */
export function componentsShaken(code: string): string {
  return (
    code
      .replace(/= (React\d*)\.forwardRef\(/g, '= /* @__PURE__ */ $1.forwardRef(')
      // a top-level statement of its own: the line stays (empty) so that the lines still map
      .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
  );
}

/** The plugin applying it to React Router's production build (vite.config.ts aliases it). */
export const reactRouterComponentsShaken: Plugin = {
  name: 'react-router-components-shaken',
  apply: 'build',
  transform: {
    filter: { id: /[/\\]node_modules[/\\]react-router[/\\]dist[/\\]production[/\\].*\.mjs$/ },
    handler: (code) => ({ code: componentsShaken(code), map: null }),
  },
};
