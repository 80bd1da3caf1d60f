import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { componentsShaken } from '../../scripts/build/react-router-components-shaken.ts';

// ADR 064: React Router's production build, with its components' declarations made removable

const declarations = [
  'var Link = React10.forwardRef(',
  '  function LinkWithRef({ to }, ref) {',
  '    let fetcher = useFetcher();',
  '    FetcherForm.displayName = "fetcher.Form";',
  '    return to;',
  '  }',
  ');',
  'Link.displayName = "Link";',
  'DataRouterContext.displayName = "DataRouter";',
  'let element = React10.createElement("a");',
].join('\n');

it('marks the forwardRef declarations pure and drops the top-level display names', () => {
  const shaken = componentsShaken(declarations);
  expect(shaken).toContain('var Link = /* @__PURE__ */ React10.forwardRef(');
  expect(shaken).not.toContain('Link.displayName');
  expect(shaken).not.toContain('DataRouterContext.displayName');
  // a name set inside a function is a statement of that function: it stays
  expect(shaken).toContain('    FetcherForm.displayName = "fetcher.Form";');
  // other calls are left as they are, and every line keeps its number
  expect(shaken).toContain('let element = React10.createElement("a");');
  expect(shaken.split('\n')).toHaveLength(declarations.split('\n').length);
});

it('finds Link and NavLink in the installed React Router', () => {
  const dir = join(process.cwd(), 'node_modules/react-router/dist/production');
  const code = readdirSync(dir)
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
  const shaken = componentsShaken(code);
  for (const component of ['Link', 'NavLink', 'Form']) {
    expect(code).toContain(`${component}.displayName = "${component}";`);
    expect(shaken).not.toContain(`${component}.displayName = "${component}";`);
    expect(shaken).toMatch(
      new RegExp(`var ${component} = /\\* @__PURE__ \\*/ React\\d*\\.forwardRef\\(`),
    );
  }
});
