import { badRequest } from '../http/api-error.ts';
import { contentType, type Attribute, type TypeName } from './content-types.ts';
import { attributeOf } from './parse-query.ts';

// Strapi filters (https://docs.strapi.io/cms/api/rest/filters) compiled to a parameterised SQL
// expression. Column and table names come only from the content-type registry; every value is
// a bound parameter.

const maxDepth = 6;
const maxConditions = 64;

export interface FilterContext {
  params: unknown[];
  aliases: number;
  conditions: number;
}

export const quote = (identifier: string) => `"${identifier}"`;
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** The SQL condition an entry of `type` meets when the public may see it ('1' for every entry). */
export function publicCondition(type: TypeName, alias: string): string {
  const rule = contentType(type).publicFilter;
  if (!rule) return '1';
  const column = `${alias}.${quote(rule.column)}`;
  return 'equals' in rule ? `${column} = ${literal(rule.equals)}` : `${column} IS NOT NULL`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** qs turns `[$or][0]` into an array, but into an object past its array limit: accept both. */
function asArray(value: unknown, operator: string): unknown[] {
  if (Array.isArray(value)) return value;
  if (isRecord(value) && Object.keys(value).every((key) => /^\d+$/.test(key)))
    return Object.values(value);
  if (operator === '$in' || operator === '$notIn') return [value];
  throw badRequest(`Invalid value for ${operator}: expected a list`);
}

function coerce(attribute: Attribute, key: string, value: unknown): string | number | null {
  if (value === null) return null;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    throw badRequest(`Invalid value for ${key}`);
  }
  const text = String(value).trim();
  switch (attribute.type) {
    case 'integer':
      if (!/^-?\d{1,15}$/.test(text))
        throw badRequest(`Invalid value for ${key}: expected an integer`);
      return Number(text);
    case 'float':
      if (text === '' || !Number.isFinite(Number(text)))
        throw badRequest(`Invalid value for ${key}: expected a number`);
      return Number(text);
    case 'boolean':
      if (text === 'true' || text === '1') return 1;
      if (text === 'false' || text === '0') return 0;
      throw badRequest(`Invalid value for ${key}: expected a boolean`);
    case 'json':
      throw badRequest(`Invalid key ${key}: cannot filter on it`);
    default:
      return String(value);
  }
}

function booleanFlag(value: unknown, operator: string): boolean {
  if (value === true || value === 'true' || value === '1') return true;
  if (value === false || value === 'false' || value === '0') return false;
  throw badRequest(`Invalid value for ${operator}: expected a boolean`);
}

/** The SQL function that folds case and accents for a filter, counting what it folds (query-budget.ts). */
export const filterFoldFunction = 'filter_fold';
const fold = (expression: string) => `${filterFoldFunction}(${expression})`;

function compileOperator(
  column: string,
  attribute: Attribute,
  key: string,
  operator: string,
  value: unknown,
  ctx: FilterContext,
): string {
  const bind = (raw: unknown) => {
    ctx.params.push(coerce(attribute, key, raw));
    return '?';
  };
  const text = (raw: unknown) => {
    if (typeof raw !== 'string' && typeof raw !== 'number')
      throw badRequest(`Invalid value for ${key}`);
    ctx.params.push(String(raw));
    return '?';
  };
  const list = (raw: unknown) => {
    ctx.params.push(
      JSON.stringify(asArray(raw, operator).map((item) => coerce(attribute, key, item))),
    );
    return '(SELECT value FROM json_each(?))';
  };
  switch (operator) {
    case '$eq':
      return Array.isArray(value) ? `${column} IN ${list(value)}` : `${column} IS ${bind(value)}`;
    case '$ne':
      return `${column} IS NOT ${bind(value)}`;
    case '$eqi':
      return `${fold(column)} = ${fold(text(value))}`;
    case '$nei':
      return `${fold(column)} IS NOT ${fold(text(value))}`;
    case '$lt':
      return `${column} < ${bind(value)}`;
    case '$lte':
      return `${column} <= ${bind(value)}`;
    case '$gt':
      return `${column} > ${bind(value)}`;
    case '$gte':
      return `${column} >= ${bind(value)}`;
    case '$in':
      return `${column} IN ${list(value)}`;
    case '$notIn':
      return `${column} NOT IN ${list(value)}`;
    case '$between': {
      const bounds = asArray(value, operator);
      if (bounds.length !== 2) throw badRequest('Invalid value for $between: expected two values');
      return `${column} BETWEEN ${bind(bounds[0])} AND ${bind(bounds[1])}`;
    }
    case '$contains':
      return `instr(${column}, ${text(value)}) > 0`;
    case '$notContains':
      return `NOT instr(ifnull(${column}, ''), ${text(value)}) > 0`;
    case '$containsi':
      return `instr(${fold(column)}, ${fold(text(value))}) > 0`;
    case '$notContainsi':
      return `NOT instr(${fold(`ifnull(${column}, '')`)}, ${fold(text(value))}) > 0`;
    case '$startsWith':
      return `instr(${column}, ${text(value)}) = 1`;
    case '$startsWithi':
      return `instr(${fold(column)}, ${fold(text(value))}) = 1`;
    case '$endsWith': {
      const placeholder = text(value);
      ctx.params.push(ctx.params.at(-1));
      return `substr(${column}, -length(${placeholder})) = ?`;
    }
    case '$endsWithi': {
      const placeholder = text(value);
      ctx.params.push(ctx.params.at(-1));
      return `${fold(`substr(${column}, -length(${placeholder}))`)} = ${fold('?')}`;
    }
    case '$null':
      return booleanFlag(value, operator) ? `${column} IS NULL` : `${column} IS NOT NULL`;
    case '$notNull':
      return booleanFlag(value, operator) ? `${column} IS NOT NULL` : `${column} IS NULL`;
    default:
      throw badRequest(`Invalid operator ${operator}`);
  }
}

function compileAttribute(
  alias: string,
  attribute: Attribute,
  key: string,
  value: unknown,
  ctx: FilterContext,
): string {
  const column = `${alias}.${quote(attribute.column)}`;
  if (!isRecord(value)) return compileOperator(column, attribute, key, '$eq', value, ctx);
  const parts = Object.entries(value).map(([operator, operand]): string => {
    count(ctx);
    if (operator === '$not')
      return `NOT (${compileAttribute(alias, attribute, key, operand, ctx)})`;
    return compileOperator(column, attribute, key, operator, operand, ctx);
  });
  return parts.length === 0 ? '1' : parts.join(' AND ');
}

function compileRelation(
  type: TypeName,
  alias: string,
  key: string,
  value: unknown,
  ctx: FilterContext,
  depth: number,
): string {
  const relation = contentType(type).relations[key];
  if (!relation || !isRecord(value)) throw badRequest(`Invalid key ${key}`);
  const keys = Object.keys(value);
  // `filters[cover][$notNull]=true`: on the relation itself
  if (keys.length > 0 && keys.every((k) => k === '$null' || k === '$notNull')) {
    const exists = relationExists(type, alias, key, '1', ctx);
    return keys
      .map((k) => (booleanFlag(value[k], k) === (k === '$null') ? `NOT ${exists}` : exists))
      .join(' AND ');
  }
  const target = relation.kind === 'media' ? 'upload' : relation.target;
  const inner = `t${++ctx.aliases}`;
  const condition = compileWhere(target, inner, value, ctx, depth + 1);
  return relationExists(type, alias, key, condition, ctx, inner);
}

/** The SQL function a relation filter calls for each related row it looks at (query-budget.ts). */
export const filterVisitFunction = 'filter_visit';

// A relation filter sees only what the public may see: a category is not found through its draft
// articles. It counts each related row it looks at (the argument keeps the call in the inner
// loop, where SQLite cannot take it for a constant).
function relationExists(
  type: TypeName,
  alias: string,
  key: string,
  condition: string,
  ctx: FilterContext,
  inner = `t${++ctx.aliases}`,
): string {
  const relation = contentType(type).relations[key];
  if (!relation) throw badRequest(`Invalid key ${key}`);
  const visit = `${filterVisitFunction}(${inner}.id)`;
  if (relation.kind === 'media') {
    return `EXISTS (SELECT 1 FROM uploads ${inner} WHERE ${inner}.id = ${alias}.${quote(relation.column)} AND ${visit} AND ${condition})`;
  }
  const table = quote(contentType(relation.target).table);
  const visible = `${visit} AND ${publicCondition(relation.target, inner)} AND ${condition}`;
  switch (relation.kind) {
    case 'manyToOne':
      return `EXISTS (SELECT 1 FROM ${table} ${inner} WHERE ${inner}.id = ${alias}.${quote(relation.column)} AND ${visible})`;
    case 'oneToMany':
      return `EXISTS (SELECT 1 FROM ${table} ${inner} WHERE ${inner}.${quote(relation.foreignKey)} = ${alias}.id AND ${visible})`;
    case 'manyToMany': {
      const link = `l${++ctx.aliases}`;
      return `EXISTS (SELECT 1 FROM ${quote(relation.link)} ${link} JOIN ${table} ${inner} ON ${inner}.id = ${link}.${quote(relation.targetColumn)} WHERE ${link}.${quote(relation.ownColumn)} = ${alias}.id AND ${visible})`;
    }
  }
}

function count(ctx: FilterContext) {
  if (++ctx.conditions > maxConditions) throw badRequest('Invalid filters: too many conditions');
}

/** The SQL condition for `filters` on `type` aliased as `alias` ('1' when there is none). */
export function compileWhere(
  type: TypeName,
  alias: string,
  filters: unknown,
  ctx: FilterContext,
  depth = 0,
): string {
  if (filters === undefined || filters === '') return '1';
  if (!isRecord(filters)) throw badRequest('Invalid filters parameter');
  if (depth > maxDepth) throw badRequest('Invalid filters: too deep');
  const parts = Object.entries(filters).map(([key, value]) => {
    count(ctx);
    if (key === '$and' || key === '$or') {
      const branches = asArray(value, key).map(
        (branch) => `(${compileWhere(type, alias, branch, ctx, depth + 1)})`,
      );
      if (branches.length === 0) return '1';
      return `(${branches.join(key === '$and' ? ' AND ' : ' OR ')})`;
    }
    if (key === '$not') return `NOT (${compileWhere(type, alias, value, ctx, depth + 1)})`;
    const attribute = attributeOf(type, key);
    if (attribute) return compileAttribute(alias, attribute, key, value, ctx);
    if (Object.hasOwn(contentType(type).relations, key)) {
      return compileRelation(type, alias, key, value, ctx, depth);
    }
    throw badRequest(`Invalid key ${key}`, { key, path: key, source: 'query', param: 'filters' });
  });
  return parts.length === 0 ? '1' : parts.join(' AND ');
}
