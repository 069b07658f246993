import { and, not, or, type SQL, sql } from 'drizzle-orm';
import { type Compare, type Filter, parse } from 'scim2-parse-filter';
import { ScimFailure } from './scim-protocol.ts';

type CompareOp = Compare['op'];
type Operator = CompareOp | 'pr';
type Value = Compare['compValue'];

/** How one filterable attribute reads in SQL. */
export type ScimAttribute =
  | { type: 'string'; column: SQL; caseExact?: boolean }
  | { type: 'boolean'; column: SQL }
  | { type: 'dateTime'; column: SQL }
  /** A multi-valued or constant sub-attribute: it builds its own condition. */
  | { type: 'custom'; condition: (op: Operator, value: Value) => SQL };

/** Attribute paths lower-cased (RFC 7643 §2.1: names are case-insensitive), schema prefix removed. */
export type ScimAttributes = Readonly<Record<string, ScimAttribute>>;

const invalidFilter = (detail: string) => new ScimFailure(400, detail, 'invalidFilter');

export function attributeKey(path: string, schema: string): string {
  const lower = path.toLowerCase();
  const prefix = `${schema.toLowerCase()}:`;
  return lower.startsWith(prefix) ? lower.slice(prefix.length) : lower;
}

function lookup(attributes: ScimAttributes, path: string, schema: string): ScimAttribute {
  const attribute = attributes[attributeKey(path, schema)];
  if (!attribute) throw invalidFilter(`The attribute ${path} cannot be filtered on`);
  return attribute;
}

const SQL_COMPARISON: Partial<Record<CompareOp, string>> = {
  eq: '=',
  gt: '>',
  ge: '>=',
  lt: '<',
  le: '<=',
};

function ordered(column: SQL, op: CompareOp, value: SQL): SQL {
  if (op === 'ne') return sql`(${column} is distinct from ${value})`;
  const operator = SQL_COMPARISON[op];
  if (!operator) throw invalidFilter(`The operator ${op} does not apply here`);
  return sql`(${column} ${sql.raw(operator)} ${value})`;
}

function stringCondition(
  attribute: Extract<ScimAttribute, { type: 'string' }>,
  op: CompareOp,
  value: Value,
): SQL {
  if (typeof value !== 'string') throw invalidFilter(`Compare ${op} with a quoted string`);
  const column = attribute.caseExact ? attribute.column : sql`lower(${attribute.column})`;
  const term = attribute.caseExact ? value : value.toLowerCase();
  // Plain string functions rather than LIKE: the provider's value holds no pattern to escape.
  if (op === 'co') return sql`(strpos(${column}, ${term}) > 0)`;
  if (op === 'sw') return sql`(left(${column}, char_length(${term})) = ${term})`;
  if (op === 'ew') return sql`(right(${column}, char_length(${term})) = ${term})`;
  return ordered(column, op, sql`${term}`);
}

function compare(attribute: ScimAttribute, op: Operator, value: Value): SQL {
  if (attribute.type === 'custom') return attribute.condition(op, value);
  if (op === 'pr')
    return attribute.type === 'string'
      ? sql`(${attribute.column} is not null and ${attribute.column} <> '')`
      : sql`(${attribute.column} is not null)`;
  if (attribute.type === 'string') return stringCondition(attribute, op, value);
  if (attribute.type === 'boolean') {
    if (typeof value !== 'boolean' || (op !== 'eq' && op !== 'ne'))
      throw invalidFilter('A boolean attribute takes eq or ne with true or false');
    return ordered(attribute.column, op, sql`${value}`);
  }
  const instant = typeof value === 'string' ? new Date(value) : undefined;
  if (!instant || Number.isNaN(instant.getTime()))
    throw invalidFilter('A dateTime attribute compares with an RFC 3339 date and time');
  if (op === 'co' || op === 'sw' || op === 'ew')
    throw invalidFilter(`The operator ${op} does not apply to a dateTime`);
  return ordered(attribute.column, op, sql`${instant.toISOString()}::timestamptz`);
}

function toSql(filter: Filter, attributes: ScimAttributes, schema: string, prefix = ''): SQL {
  switch (filter.op) {
    case 'and':
    case 'or': {
      const parts = filter.filters.map((part) => toSql(part, attributes, schema, prefix));
      const joined = filter.op === 'and' ? and(...parts) : or(...parts);
      return joined ?? sql`true`;
    }
    case 'not':
      return not(toSql(filter.filter, attributes, schema, prefix));
    case '[]':
      return toSql(filter.valFilter, attributes, schema, `${prefix}${filter.attrPath}.`);
    case 'pr':
      return compare(lookup(attributes, prefix + filter.attrPath, schema), 'pr', null);
    default:
      return compare(
        lookup(attributes, prefix + filter.attrPath, schema),
        filter.op,
        filter.compValue,
      );
  }
}

/** RFC 7644 §3.4.2.2's filter as a SQL condition; 400 invalidFilter when it cannot be one. */
export function scimFilterToSql(
  expression: string,
  attributes: ScimAttributes,
  schema: string,
): SQL {
  let filter: Filter;
  try {
    filter = parse(expression);
  } catch (error) {
    throw invalidFilter(`The filter is not valid: ${(error as Error).message}`);
  }
  return toSql(filter, attributes, schema);
}

/** The sortBy attribute's SQL; custom (multi-valued) attributes do not sort. */
export function scimSortColumn(path: string, attributes: ScimAttributes, schema: string): SQL {
  const attribute = attributes[attributeKey(path, schema)];
  if (!attribute || attribute.type === 'custom')
    throw new ScimFailure(400, `The attribute ${path} cannot be sorted on`, 'invalidValue');
  return attribute.type === 'string' && !attribute.caseExact
    ? sql`lower(${attribute.column})`
    : attribute.column;
}
