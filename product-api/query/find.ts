import type BetterSqlite3 from 'better-sqlite3';
import { foldText } from '../db/fold-text.ts';
import { contentType, type Relation, type TypeName } from './content-types.ts';
import {
  compileWhere,
  filterFoldFunction,
  filterVisitFunction,
  publicCondition,
  quote,
  type FilterContext,
} from './filters.ts';
import type { FindQuery, PopulateSpec, SortSpec } from './parse-query.ts';
import { QueryBudget } from './query-budget.ts';

export type Entry = Record<string, unknown> & { id: number; documentId: string };

export interface Pagination {
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

type Row = Record<string, unknown>;

const ownerColumn = '__owner';
const statementCacheSize = 500;

/**
 * Runs Strapi-style queries: one SQL query for the page, one for the count, and one batched
 * query per populated relation (never one per entry). Only what the public may see is read
 * (`publicFilter` of content-types.ts), and every row read counts against the request's
 * `QueryBudget`: pass the same budget to every call that builds one answer.
 */
export class Finder {
  private readonly statements = new Map<string, BetterSqlite3.Statement>();
  /** the budget of the statement running now (statements run synchronously, one at a time) */
  private running: QueryBudget | undefined;

  constructor(private readonly sqlite: BetterSqlite3.Database) {
    // called by relation filters for each related row they look at (filters.ts)
    // one argument (the row's id, see filters.ts): better-sqlite3 takes the arity from `length`
    sqlite.function(filterVisitFunction, { deterministic: false }, (_rowId: unknown) => {
      this.running?.visit();
      return 1;
    });
    // `$containsi`, `$eqi`…: what they fold counts too (query-budget.ts)
    sqlite.function(filterFoldFunction, { deterministic: true }, (value: unknown) => {
      if (typeof value !== 'string') return value;
      this.running?.fold(value.length);
      return foldText(value);
    });
  }

  findMany(
    type: TypeName,
    query: FindQuery,
    budget = new QueryBudget(),
  ): { data: Entry[]; meta: { pagination: Pagination } } {
    const ctx: FilterContext = { params: [], aliases: 0, conditions: 0 };
    const where = visibleWhere(type, query.filters, ctx);
    const table = quote(contentType(type).table);
    this.running = budget;
    const [counted] = this.statement(
      `SELECT COUNT(*) AS total FROM ${table} t0 WHERE ${where}`,
    ).all(...ctx.params) as Row[];
    const total = Number(counted?.total ?? 0);
    const offset = (query.page - 1) * query.pageSize;
    const rows = this.read(
      `SELECT ${this.columns(type, query.fields, query.populate)} FROM ${table} t0 WHERE ${where}` +
        ` ORDER BY ${orderBy(query.sort)} LIMIT ? OFFSET ?`,
      [...ctx.params, Math.min(query.pageSize, budget.nextLimit()), offset],
      budget,
    );
    return {
      data: this.entries(type, rows, query.populate, budget),
      meta: {
        pagination: {
          page: query.page,
          pageSize: query.pageSize,
          pageCount: Math.ceil(total / query.pageSize),
          total,
        },
      },
    };
  }

  /** The first entry matching `filters`, with the query's fields and populate. */
  findFirst(type: TypeName, query: FindQuery, budget = new QueryBudget()): Entry | undefined {
    return this.findMany(type, { ...query, page: 1, pageSize: 1 }, budget).data[0];
  }

  private statement(sql: string): BetterSqlite3.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.sqlite.prepare(sql);
      if (this.statements.size >= statementCacheSize) {
        const oldest = this.statements.keys().next().value;
        if (oldest !== undefined) this.statements.delete(oldest);
      }
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** The rows of a query, each counted as it is read: over budget, reading stops there. */
  private read(sql: string, params: unknown[], budget: QueryBudget): Row[] {
    const rows: Row[] = [];
    this.running = budget;
    for (const row of this.statement(sql).iterate(...params) as IterableIterator<Row>) {
      budget.take(row);
      rows.push(row);
    }
    return rows;
  }

  private columns(
    type: TypeName,
    fields: string[] | undefined,
    populate: Record<string, PopulateSpec>,
  ) {
    const definition = contentType(type);
    const names = fields ?? Object.keys(definition.attributes);
    const columns = ['t0.id AS id', 't0.document_id AS documentId'];
    for (const name of names) {
      const attribute = definition.attributes[name as keyof typeof definition.attributes];
      if (attribute) columns.push(`t0.${quote(attribute.column)} AS ${quote(name)}`);
    }
    if (definition.spreadJson && !fields)
      columns.push(`t0.${quote(definition.spreadJson)} AS __spread`);
    for (const key of Object.keys(populate)) {
      const relation = definition.relations[key];
      if (relation?.kind === 'media' || relation?.kind === 'manyToOne') {
        columns.push(`t0.${quote(relation.column)} AS ${quote(`__fk_${key}`)}`);
      }
    }
    return columns.join(', ');
  }

  private entries(
    type: TypeName,
    rows: Row[],
    populate: Record<string, PopulateSpec>,
    budget: QueryBudget,
  ): Entry[] {
    const definition = contentType(type);
    const entries = rows.map((row) => {
      const entry: Row = {};
      for (const [key, value] of Object.entries(row)) {
        if (key.startsWith('__')) continue;
        const attribute = definition.attributes[key as keyof typeof definition.attributes];
        entry[key] = attribute ? decode(attribute.type, value) : value;
      }
      if (typeof row.__spread === 'string') {
        const spread = JSON.parse(row.__spread) as Row;
        for (const [key, value] of Object.entries(spread)) if (!(key in entry)) entry[key] = value;
      }
      return entry as Entry;
    });
    for (const [key, spec] of Object.entries(populate))
      this.populate(type, key, spec, rows, entries, budget);
    return entries;
  }

  // One query per relation for all the entries of a level, joined on the list of owners (one
  // item per entry, repeats included): an entry that appears under several parents is read once
  // for each, as the answer holds it, so the budget counts what the answer really is.
  private populate(
    type: TypeName,
    key: string,
    spec: PopulateSpec,
    rows: Row[],
    entries: Entry[],
    budget: QueryBudget,
  ) {
    const relation = contentType(type).relations[key];
    if (!relation || entries.length === 0) return;
    const target: TypeName = relation.kind === 'media' ? 'upload' : relation.target;
    const single = relation.kind === 'media' || relation.kind === 'manyToOne';
    const ctx: FilterContext = { params: [], aliases: 0, conditions: 0 };
    const where = visibleWhere(target, spec.filters, ctx);
    const columns = `${this.columns(target, spec.fields, spec.populate)}, p.key AS ${ownerColumn}`;
    const owners = single
      ? rows.map((row) => row[`__fk_${key}`] ?? null)
      : entries.map((entry) => entry.id);
    const found = this.read(
      `SELECT ${columns} FROM json_each(?) p ${joinOf(relation, target)} WHERE ${where}` +
        `${single ? '' : ` ORDER BY ${listOrder(relation, target, spec.sort)}`} LIMIT ?`,
      [JSON.stringify(owners), ...ctx.params, budget.nextLimit()],
      budget,
    );
    const children = this.entries(target, found, spec.populate, budget);
    for (const entry of entries) entry[key] = single ? null : [];
    found.forEach((row, index) => {
      const entry = entries[row[ownerColumn] as number];
      const child = children[index];
      if (!entry || !child) return;
      if (single) entry[key] = child;
      else (entry[key] as Entry[]).push(child);
    });
  }
}

/** The caller's filters on `t0`, within what the public may see. */
function visibleWhere(type: TypeName, filters: unknown, ctx: FilterContext): string {
  return `${publicCondition(type, 't0')} AND ${compileWhere(type, 't0', filters, ctx)}`;
}

/** The joins from the owners list `p` (ids, or foreign keys for a single relation) to `t0`. */
function joinOf(relation: Relation, target: TypeName): string {
  const table = quote(contentType(target).table);
  switch (relation.kind) {
    case 'media':
    case 'manyToOne':
      return `JOIN ${table} t0 ON t0.id = p.value`;
    case 'oneToMany':
      return `JOIN ${table} t0 ON t0.${quote(relation.foreignKey)} = p.value`;
    case 'manyToMany':
      return (
        `JOIN ${quote(relation.link)} l ON l.${quote(relation.ownColumn)} = p.value` +
        ` JOIN ${table} t0 ON t0.id = l.${quote(relation.targetColumn)}`
      );
  }
}

/** A populated list comes in the order asked, else the type's own (steps by position), else the link's. */
function listOrder(relation: Relation, target: TypeName, sort: SortSpec[] | undefined): string {
  if (sort) return orderBy(sort);
  if (relation.kind === 'manyToMany') return 'l.position, t0.id';
  return orderBy(defaultSort(target));
}

function decode(type: string, value: unknown): unknown {
  if (value === null) return null;
  if (type === 'boolean') return value === 1 || value === true;
  if (type === 'json' && typeof value === 'string') return JSON.parse(value);
  return value;
}

function defaultSort(type: TypeName): SortSpec[] {
  const key = contentType(type).defaultSort;
  const attribute = key ? contentType(type).attributes[key as never] : undefined;
  return attribute ? [{ attribute, direction: 'ASC' }] : [];
}

function orderBy(sort: SortSpec[]): string {
  return [...sort.map((s) => `t0.${quote(s.attribute.column)} ${s.direction}`), 't0.id ASC'].join(
    ', ',
  );
}
