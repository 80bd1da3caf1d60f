import { expect, it } from 'vitest';
import { jsonForScriptOnce } from '../../client/app/script-json.ts';
import { derivedOnce } from '../../client/metadata/derived-once.ts';

it('derives once per result object and key', () => {
  const recipe = { name: 'Gratin dauphinois' };
  let built = 0;
  const jsonLd = (path: string) =>
    derivedOnce(recipe, path, () => {
      built += 1;
      return { '@type': 'Recipe', name: recipe.name, url: path };
    });
  const first = jsonLd('/recettes/gratin-dauphinois');
  expect(jsonLd('/recettes/gratin-dauphinois')).toBe(first);
  expect(built).toBe(1);
  expect(jsonLd('/recettes/gratin-dauphinois/47')).toEqual({
    '@type': 'Recipe',
    name: 'Gratin dauphinois',
    url: '/recettes/gratin-dauphinois/47',
  });
  expect(derivedOnce({ ...recipe }, '/recettes/gratin-dauphinois', () => 'autre')).toBe('autre');
  expect(built).toBe(2);
});

it('writes an object’s script-safe JSON once, and primitives as they are', () => {
  const data = { body: '</script> « é » \u2028' };
  const text = jsonForScriptOnce(data);
  expect(text).not.toMatch(/[<>&\u2028]/);
  expect(JSON.parse(text)).toEqual(data);
  expect(jsonForScriptOnce(data)).toBe(text);
  expect(jsonForScriptOnce(null)).toBe('null');
  expect(jsonForScriptOnce('<b>')).toBe('"\\u003cb\\u003e"');
});
