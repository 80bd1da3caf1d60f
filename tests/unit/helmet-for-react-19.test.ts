import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { helmetForReact19, reactMajor } from '../../scripts/build/helmet-for-react-19.ts';

// ADR 065: react-helmet-async's choice of React made at build time, for React 19

const installed = readFileSync(
  join(process.cwd(), 'node_modules/react-helmet-async/lib/index.esm.js'),
  'utf8',
);

it('takes the React 19 path wherever the installed react-helmet-async checks the version', () => {
  expect(installed).toContain('var isReact19 = major >= 19;');
  const decided = helmetForReact19(installed);
  expect(decided).not.toMatch(/\bisReact19\b/);
  expect(decided).toContain('if (true) {');
  expect(decided).toContain('React5.createElement(React19Dispatcher, { ...newProps })');
  // nothing but the Helmet's own wrapping of a `helmetData` prop names the older data class
  expect(decided).not.toContain('instanceof HelmetData');
  expect(decided.split('\n')).toHaveLength(installed.split('\n').length);
});

it('refuses a react-helmet-async that no longer checks the version this way', () => {
  expect(() => helmetForReact19(installed.replace('var isReact19 = major >= 19;', ''))).toThrow(
    /react-helmet-async no longer has/,
  );
});

it('reads the major version of the React the build bundles', () => {
  expect(reactMajor('{"version":"19.3.1"}')).toBe(19);
  expect(reactMajor('{"version":"18.2.0"}')).toBe(18);
  expect(reactMajor()).toBeGreaterThanOrEqual(19);
});
