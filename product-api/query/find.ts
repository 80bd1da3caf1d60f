import type BetterSqlite3 from 'better-sqlite3';
import { contentType, type TypeName } from './content-types.ts';
import { compileWhere, quote, type FilterContext } from './filters.ts';
import type { FindQuery, PopulateSpec, SortSpec } from './parse-query.ts';

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
 * query per populated relation (never one per entry).
 */
export class Finder {
  private readonly statements = new Map<string, BetterSqlite3.Statement>();

  constructor(private readonly sqlite: BetterSqlite3.Database) {}

  findMany(type: TypeName, query: FindQuery): { data: Entry[]; meta: { pagination: Pagination } } {
    const ctx: FilterContext = { params: [], aliases: 0, conditions: 0 };
    const where = compileWhere(type, 't0', query.filters, ctx);
    const table = quote(contentType(type).table);
    const [counted] = this.all(
      `SELECT COUNT(*) AS total FROM ${table} t0 WHERE ${where}`,
      ctx.params,
    );
    const total = Number(counted?.total ?? 0);
    const offset = (query.page - 1) * query.pageSize;
    const rows = this.all(
      `SELECT ${this.columns(type, query.fields, query.populate)} FROM ${table} t0 WHERE ${where}` +
        ` ORDER BY ${orderBy(query.sort)} LIMIT ? OFFSET ?`,
      [...ctx.params, query.pageSize, offset],
    );
    return {
      data: this.entries(type, rows, query.populate),
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
  findFirst(type: TypeName, query: FindQuery): Entry | undefined {
    return this.findMany(type, { ...query, page: 1, pageSize: 1 }).data[0];
  }

  private all(sql: string, params: unknown[]): Row[] {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.sqlite.prepare(sql);
      if (this.statements.size >= statementCacheSize) {
        const oldest = this.statements.keys().next().value;
        if (oldest !== undefined) this.statements.delete(oldest);
      }
      this.statements.set(sql, statement);
    }
    return statement.all(...params) as Row[];
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

  private entries(type: TypeName, rows: Row[], populate: Record<string, PopulateSpec>): Entry[] {
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
      this.populate(type, key, spec, rows, entries);
    return entries;
  }

  private populate(type: TypeName, key: string, spec: PopulateSpec, rows: Row[], entries: Entry[]) {
    const relation = contentType(type).relations[key];
    if (!relation || entries.length === 0) return;
    const target: TypeName = relation.kind === 'media' ? 'upload' : relation.target;
    const targetTable = quote(contentType(target).table);
    const ctx: FilterContext = { params: [], aliases: 0, conditions: 0 };
    const where = compileWhere(target, 't0', spec.filters, ctx);
    const columns = this.columns(target, spec.fields, spec.populate);
    const sort = spec.sort ?? defaultSort(target);

    if (relation.kind === 'media' || relation.kind === 'manyToOne') {
      const ids = [...new Set(rows.map((row) => row[`__fk_${key}`]).filter((id) => id !== null))];
      const found = this.all(
        `SELECT ${columns} FROM ${targetTable} t0 WHERE t0.id IN (SELECT value FROM json_each(?)) AND ${where}`,
        [JSON.stringify(ids), ...ctx.params],
      );
      const byId = new Map(this.entries(target, found, spec.populate).map((e) => [e.id, e]));
      rows.forEach((row, index) => {
        const entry = entries[index];
        if (entry) entry[key] = byId.get(row[`__fk_${key}`] as number) ?? null;
      });
      return;
    }

    const parentIds = JSON.stringify(entries.map((entry) => entry.id));
    const found =
      relation.kind === 'oneToMany'
        ? this.all(
            `SELECT ${columns}, t0.${quote(relation.foreignKey)} AS ${ownerColumn} FROM ${targetTable} t0` +
              ` WHERE t0.${quote(relation.foreignKey)} IN (SELECT value FROM json_each(?)) AND ${where}` +
              ` ORDER BY ${orderBy(sort)}`,
            [parentIds, ...ctx.params],
          )
        : this.all(
            `SELECT ${columns}, l.${quote(relation.ownColumn)} AS ${ownerColumn} FROM ${quote(relation.link)} l` +
              ` JOIN ${targetTable} t0 ON t0.id = l.${quote(relation.targetColumn)}` +
              ` WHERE l.${quote(relation.ownColumn)} IN (SELECT value FROM json_each(?)) AND ${where}` +
              ` ORDER BY ${spec.sort ? orderBy(spec.sort) : 'l.position, t0.id'}`,
            [parentIds, ...ctx.params],
          );
    const children = this.entries(target, found, spec.populate);
    const byOwner = new Map<number, Entry[]>();
    found.forEach((row, index) => {
      const owner = row[ownerColumn] as number;
      const child = children[index];
      if (!child) return;
      const list = byOwner.get(owner) ?? [];
      list.push(child);
      byOwner.set(owner, list);
    });
    for (const entry of entries) entry[key] = byOwner.get(entry.id) ?? [];
  }
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
