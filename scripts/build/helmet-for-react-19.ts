import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

// react-helmet-async 3 chooses at run time, from `React.version`, between its React 19 path
// (`<Helmet>` renders native tags, which React puts in `<head>`) and the one for older Reacts
// (a context of instances, a dispatcher writing the head's tags itself, the server's string
// rendering). The site runs React 19 (package.json), so the client build settles the choice and
// the other path, 2.6 KB gzip, leaves every page (ADR 065).

const decided = [
  // the run-time check, and each place that reads it
  { find: /^var isReact19 = major >= 19;$/m, replace: '' },
  { find: /\bisReact19\b/g, replace: 'true' },
  // `Helmet` wraps a `helmetData` prop for the older dispatcher only; the React 19 one reads
  // no such prop, and this test is all that kept the older path's classes in the bundle
  { find: /\bhelmetData instanceof HelmetData\b/g, replace: 'true' },
];

/** react-helmet-async's ES module, its choice of React made for React 19. */
export function helmetForReact19(code: string): string {
  return decided.reduce((text, { find, replace }) => {
    if (!find.test(text))
      throw new Error(`react-helmet-async no longer has ${find}: review helmet-for-react-19.ts`);
    find.lastIndex = 0;
    return text.replace(find, replace);
  }, code);
}

/** The major version of the React the build bundles. */
export function reactMajor(
  packageJson = readFileSync(createRequire(import.meta.url).resolve('react/package.json'), 'utf8'),
) {
  return Number((JSON.parse(packageJson) as { version: string }).version.split('.')[0]);
}

/** The plugin applying it to the client build, after checking that React is 19 or later. */
export const helmetForReact19Plugin: Plugin = {
  name: 'helmet-for-react-19',
  apply: 'build',
  buildStart() {
    if (reactMajor() < 19) throw new Error('helmet-for-react-19 assumes React 19 or later');
  },
  transform: {
    filter: {
      id: /[/\\]node_modules[/\\](react-helmet-async[/\\]lib[/\\]index\.esm\.js|shallowequal[/\\])/,
    },
    handler: (code, id) =>
      id.includes('shallowequal')
        ? // imported by the older path only; a module without side effects goes with it
          { code, map: null, moduleSideEffects: false }
        : { code: helmetForReact19(code), map: null },
  },
};
