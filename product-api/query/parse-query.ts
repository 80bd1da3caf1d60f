import { badRequest } from '../http/api-error.ts';
import { contentType, type Attribute, type TypeName } from './content-types.ts';

// Strapi v5 query parameters (https://docs.strapi.io/cms/api/rest/parameters), validated
// against the content type: an unknown key is a 400, never a silent no-op.

export interface SortSpec {
  attribute: Attribute;
  direction: 'ASC' | 'DESC';
}

export interface PopulateSpec {
  fields?: string[];
  filters?: unknown;
  sort?: SortSpec[];
  populate: Record<string, PopulateSpec>;
}

export interface FindQuery {
  filters?: unknown;
  fields?: string[];
  sort: SortSpec[];
  populate: Record<string, PopulateSpec>;
  page: number;
  pageSize: number;
}

export const defaultPageSize = 25;
export const maxPageSize = 100;
// Page sizes up to this are capped to maxPageSize (the site asks 999 for the FAQ search, spec §9);
// larger ones are malformed requests.
const largestAcceptedPageSize = 1000;
const largestPage = 100_000;
// DESIGN §8: a relation populated from the entries asked is at depth 1, `a.b.c` reaches depth 3;
// every syntax (objects, dotted paths, lists, `*`) counts the same way, checked before any SQL.
export const maxPopulateDepth = 5;
// Each populated relation is one SQL query, and hostile lists repeat paths by the hundred: a
// request names at most this many relations (keys, path segments, relations of a `*`). The site's
// largest call, the recipe page, names 7.
export const maxPopulateKeys = 50;

/** How many populate keys the parse has met so far in one request. */
interface PopulateCount {
  keys: number;
}

const idAttributes: Record<string, Attribute> = {
  id: { column: 'id', type: 'integer' },
  documentId: { column: 'document_id', type: 'string' },
};

export function attributeOf(type: TypeName, key: string): Attribute | undefined {
  return Object.hasOwn(idAttributes, key)
    ? idAttributes[key]
    : Object.hasOwn(contentType(type).attributes, key)
      ? contentType(type).attributes[key]
      : undefined;
}

export function parseFindQuery(type: TypeName, raw: Record<string, unknown>): FindQuery {
  const { page, pageSize } = parsePagination(raw.pagination);
  return {
    filters: raw.filters,
    fields: parseFields(type, raw.fields),
    sort: parseSort(type, raw.sort),
    populate: parsePopulate(type, raw.populate, 0, { keys: 0 }),
    page,
    pageSize,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asList(value: unknown, key: string): string[] {
  if (typeof value === 'string')
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  if (isRecord(value) && Object.values(value).every((item) => typeof item === 'string')) {
    return Object.values(value) as string[];
  }
  throw badRequest(`Invalid ${key} parameter`);
}

function parseFields(type: TypeName, raw: unknown): string[] | undefined {
  if (raw === undefined) return undefined;
  const fields = asList(raw, 'fields');
  for (const field of fields) {
    if (!attributeOf(type, field)) {
      throw badRequest(`Invalid key ${field}`, {
        key: field,
        path: field,
        source: 'query',
        param: 'fields',
      });
    }
  }
  return fields;
}

function parseSort(type: TypeName, raw: unknown): SortSpec[] {
  if (raw === undefined) return [];
  const entries: [string, string][] =
    isRecord(raw) && !Object.keys(raw).every((k) => /^\d+$/.test(k))
      ? Object.entries(raw).map(([key, direction]) => [key, String(direction)])
      : asList(raw, 'sort').map((item) => {
          const [key = '', direction = 'asc'] = item.split(':');
          return [key, direction];
        });
  const sort = new Map<string, SortSpec>();
  for (const [key, direction] of entries) {
    const attribute = attributeOf(type, key);
    const normalised = direction.toLowerCase();
    if (!attribute || attribute.type === 'json') {
      throw badRequest(`Invalid key ${key}`, { key, path: key, source: 'query', param: 'sort' });
    }
    if (normalised !== 'asc' && normalised !== 'desc')
      throw badRequest(`Invalid order ${direction}`);
    // a key sorted again orders nothing more: its first direction is kept, and SQLite's 2,000
    // terms of ORDER BY are never reached by repeating one
    if (!sort.has(attribute.column))
      sort.set(attribute.column, { attribute, direction: normalised === 'asc' ? 'ASC' : 'DESC' });
  }
  return [...sort.values()];
}

function integerParam(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== 'string' || !/^-?\d{1,9}$/.test(value.trim())) {
    throw badRequest(`Invalid pagination parameter ${name}: expected an integer`);
  }
  const number = Number(value);
  if (number < min || number > max) {
    throw badRequest(
      `Invalid pagination parameter ${name}: expected a value between ${min} and ${max}`,
    );
  }
  return number;
}

function parsePagination(raw: unknown): { page: number; pageSize: number } {
  if (raw === undefined) return { page: 1, pageSize: defaultPageSize };
  if (!isRecord(raw)) throw badRequest('Invalid pagination parameter');
  const known = ['page', 'pageSize', 'start', 'limit', 'withCount'];
  const unknown = Object.keys(raw).find((key) => !known.includes(key));
  if (unknown) throw badRequest(`Invalid pagination parameter ${unknown}`);
  if (raw.start !== undefined || raw.limit !== undefined) {
    if (raw.page !== undefined || raw.pageSize !== undefined) {
      throw badRequest('Invalid pagination attributes: page and start cannot be mixed');
    }
    const limit =
      raw.limit === undefined
        ? defaultPageSize
        : integerParam(raw.limit, 'limit', 1, largestAcceptedPageSize);
    const start =
      raw.start === undefined ? 0 : integerParam(raw.start, 'start', 0, largestPage * maxPageSize);
    const pageSize = Math.min(limit, maxPageSize);
    if (start % pageSize !== 0)
      throw badRequest('Invalid pagination parameter start: not a multiple of limit');
    return { page: start / pageSize + 1, pageSize };
  }
  const page = raw.page === undefined ? 1 : integerParam(raw.page, 'page', 1, largestPage);
  const pageSize =
    raw.pageSize === undefined
      ? defaultPageSize
      : integerParam(raw.pageSize, 'pageSize', 1, largestAcceptedPageSize);
  return { page, pageSize: Math.min(pageSize, maxPageSize) };
}

function relationTarget(type: TypeName, key: string): TypeName {
  const relations = contentType(type).relations;
  const relation = Object.hasOwn(relations, key) ? relations[key] : undefined;
  if (!relation) {
    throw badRequest(`Invalid key ${key}`, { key, path: key, source: 'query', param: 'populate' });
  }
  return relation.kind === 'media' ? 'upload' : relation.target;
}

const tooDeep = () =>
  badRequest('Invalid populate parameter: too deep', {
    param: 'populate',
    maxDepth: maxPopulateDepth,
  });

function countKey(count: PopulateCount) {
  if (++count.keys > maxPopulateKeys) {
    throw badRequest('Invalid populate parameter: too many relations', {
      param: 'populate',
      maxKeys: maxPopulateKeys,
    });
  }
}

/** `*`: every relation of `type`, added to `result` (deeper specs already there are kept). */
function populateAll(type: TypeName, result: Record<string, PopulateSpec>, count: PopulateCount) {
  for (const key of Object.keys(contentType(type).relations)) {
    countKey(count);
    result[key] ??= { populate: {} };
  }
  return result;
}

/** The relations populated under an entry of `type` that sits at `depth` (0: the entries asked). */
function parsePopulate(
  type: TypeName,
  raw: unknown,
  depth: number,
  count: PopulateCount,
): Record<string, PopulateSpec> {
  if (raw === undefined || raw === false || raw === 'false') return {};
  if (depth + 1 > maxPopulateDepth) throw tooDeep();
  const result: Record<string, PopulateSpec> = {};
  if (raw === '*' || raw === true || raw === 'true') return populateAll(type, result, count);
  if (isRecord(raw) && !Object.keys(raw).every((key) => /^\d+$/.test(key))) {
    for (const [key, value] of Object.entries(raw)) {
      countKey(count);
      result[key] = parseNestedPopulate(relationTarget(type, key), value, depth + 1, count);
    }
    return result;
  }
  for (const path of asList(raw, 'populate')) {
    if (path === '*') {
      populateAll(type, result, count);
      continue;
    }
    const keys = path.split('.');
    if (depth + keys.length > maxPopulateDepth) throw tooDeep();
    let level = result;
    let levelType = type;
    for (const key of keys) {
      countKey(count);
      const target = relationTarget(levelType, key);
      level[key] ??= { populate: {} };
      level = level[key].populate;
      levelType = target;
    }
  }
  return result;
}

function parseNestedPopulate(
  type: TypeName,
  raw: unknown,
  depth: number,
  count: PopulateCount,
): PopulateSpec {
  if (raw === true || raw === 'true' || raw === '*') return { populate: {} };
  if (!isRecord(raw)) throw badRequest('Invalid populate parameter');
  const unknown = Object.keys(raw).find(
    (key) => !['fields', 'filters', 'sort', 'populate'].includes(key),
  );
  if (unknown) throw badRequest(`Invalid populate parameter ${unknown}`);
  return {
    fields: parseFields(type, raw.fields),
    filters: raw.filters,
    sort: raw.sort === undefined ? undefined : parseSort(type, raw.sort),
    populate: parsePopulate(type, raw.populate, depth, count),
  };
}
