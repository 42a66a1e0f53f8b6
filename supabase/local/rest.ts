// The slice of PostgREST the site uses: insert rows (as the caller's role, so grants, policies and
// constraints decide exactly as on Supabase) and read them back (service role only, by privileges).
// Errors have PostgREST's shape { code, message, details, hint } and status codes.
import type { PGlite } from '@electric-sql/pglite'

export type DatabaseRole = 'anon' | 'service_role'

export interface RestResult {
  status: number
  body: unknown
}

const postgrestError = (
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): RestResult => ({
  status,
  body: { code, message, details, hint },
})

/** PostgREST's mapping from a Postgres error code to an HTTP status. */
function statusForPostgresError(code: string, role: DatabaseRole): number {
  if (code === '42501') return role === 'anon' ? 401 : 403
  if (code === '23505' || code === '23503') return 409
  if (code === 'P0001') return 400
  if (code.startsWith('23') || code.startsWith('22')) return 400
  if (code === '42P01' || code === '42883') return 404
  if (code.startsWith('42')) return 400
  return 500
}

interface DatabaseErrorLike {
  code?: string
  message?: string
  detail?: string
  hint?: string
}

/** A table's columns and their types, or null for an unknown table. */
async function columnsOf(db: PGlite, table: string): Promise<Map<string, string> | null> {
  const { rows } = await db.query<{ column_name: string; data_type: string }>(
    `select column_name, data_type from information_schema.columns
      where table_schema = 'public' and table_name = $1 order by ordinal_position`,
    [table],
  )
  return rows.length ? new Map(rows.map((row) => [row.column_name, row.data_type])) : null
}

/** Whether a JSON value has the column's type: no object, array, boolean or number cast into text. */
function fitsColumn(value: unknown, dataType: string): boolean {
  if (value === null) return true
  if (dataType === 'integer' || dataType === 'bigint' || dataType === 'smallint')
    return Number.isInteger(value)
  if (dataType === 'boolean') return typeof value === 'boolean'
  return typeof value === 'string'
}

const expectedOf = (dataType: string) =>
  ({
    integer: 'a whole number',
    bigint: 'a whole number',
    smallint: 'a whole number',
    boolean: 'true or false',
  })[dataType] ?? 'a JSON string'

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`

async function asRole<T>(
  db: PGlite,
  role: DatabaseRole,
  run: (tx: Parameters<Parameters<PGlite['transaction']>[0]>[0]) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`)
    return run(tx)
  })
}

function fromDatabaseError(error: unknown, role: DatabaseRole): RestResult {
  const e = error as DatabaseErrorLike
  if (!e?.code) throw error
  return postgrestError(
    statusForPostgresError(e.code, role),
    e.code,
    e.message ?? 'Database error',
    e.detail ?? null,
    e.hint ?? null,
  )
}

const tableNotFound = (table: string) =>
  postgrestError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`)

export interface InsertOptions {
  /** Prefer: return=representation: the stored rows are read back, which needs SELECT. */
  returning?: boolean
  /** The caller's address, handed to the database as the gateway's CF-Connecting-IP header. */
  clientAddress?: string
  /** The write pass the page sends (X-Write-Pass), handed on as PostgREST hands on request headers. */
  writePass?: string
}

/**
 * Inserts as PostgREST does (json_populate_recordset, as the caller's role), but stricter about
 * JSON types: a text column takes a JSON string, an integer column a whole number, or the row is
 * refused instead of silently cast.
 */
export async function insertRows(
  db: PGlite,
  role: DatabaseRole,
  table: string,
  payload: unknown,
  { returning = false, clientAddress = 'unknown', writePass }: InsertOptions = {},
): Promise<RestResult> {
  const rows = Array.isArray(payload) ? payload : [payload]
  if (
    rows.length === 0 ||
    !rows.every((row) => row !== null && typeof row === 'object' && !Array.isArray(row))
  ) {
    return postgrestError(400, 'PGRST102', 'Empty or invalid json')
  }
  const keys = Object.keys(rows[0] as object)
  if (
    !rows.every(
      (row) =>
        Object.keys(row as object)
          .sort()
          .join() === [...keys].sort().join(),
    )
  ) {
    return postgrestError(400, 'PGRST102', 'All object keys must match')
  }
  const columns = await columnsOf(db, table)
  if (!columns) return tableNotFound(table)
  const unknown = keys.find((key) => !columns.has(key))
  if (unknown !== undefined) {
    return postgrestError(
      400,
      'PGRST204',
      `Could not find the '${unknown}' column of '${table}' in the schema cache`,
    )
  }
  if (keys.length === 0) return postgrestError(400, 'PGRST102', 'Empty or invalid json')
  for (const row of rows as Record<string, unknown>[]) {
    const wrong = keys.find((key) => !fitsColumn(row[key], columns.get(key) ?? 'text'))
    if (wrong !== undefined) {
      return postgrestError(
        400,
        '22P02',
        `invalid input for column "${wrong}": expected ${expectedOf(columns.get(wrong) ?? 'text')}`,
      )
    }
  }
  const list = keys.map(quote).join(', ')
  const headers = JSON.stringify({ 'cf-connecting-ip': clientAddress, 'x-write-pass': writePass })
  try {
    const result = await asRole(db, role, async (tx) => {
      await tx.query(`select set_config('request.headers', $1, true)`, [headers])
      return tx.query(
        `insert into public.${quote(table)} (${list}) select ${list} from json_populate_recordset(null::public.${quote(table)}, $1::json)${returning ? ' returning *' : ''}`,
        [JSON.stringify(rows)],
      )
    })
    return { status: 201, body: returning ? result.rows : null }
  } catch (error) {
    return fromDatabaseError(error, role)
  }
}

export interface SelectQuery {
  select?: string | null
  order?: string | null
  limit?: string | null
  /** Column filters in PostgREST's syntax (`email=eq.a@b.co`, `notified_at=is.null`,
   * `created_at=gte.2026-11-01T00:00:00Z`), several on one column all applying, as in PostgREST. Only eq,
   * gt, gte, lt, lte and is.null are served; anything else is refused, never ignored. */
  filters?: Record<string, string | readonly string[]>
}

/** PostgREST's comparison operators. The value is left for Postgres to read as the column's type, so a
 * timestamp compares as a time (not as text) and a malformed one is refused (22007, 400). */
const comparisons = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const

export async function selectRows(
  db: PGlite,
  role: DatabaseRole,
  table: string,
  query: SelectQuery,
): Promise<RestResult> {
  const columns = await columnsOf(db, table)
  if (!columns) return tableNotFound(table)
  const wanted =
    !query.select || query.select === '*' ? ['*'] : query.select.split(',').map((name) => name.trim())
  const unknown = [...wanted, ...Object.keys(query.filters ?? {})].find(
    (name) => name !== '*' && !columns.has(name),
  )
  if (unknown !== undefined) return postgrestError(400, '42703', `column ${table}.${unknown} does not exist`)
  let sql = `select ${wanted.map((name) => (name === '*' ? '*' : quote(name))).join(', ')} from public.${quote(table)}`
  const values: string[] = []
  const conditions: string[] = []
  for (const [column, given] of Object.entries(query.filters ?? {})) {
    for (const filter of typeof given === 'string' ? [given] : given) {
      if (filter === 'is.null') {
        conditions.push(`${quote(column)} is null`)
        continue
      }
      const dot = filter.indexOf('.')
      const operator = dot < 0 ? '' : filter.slice(0, dot)
      values.push(filter.slice(dot + 1))
      if (operator === 'eq') {
        conditions.push(`${quote(column)}::text = $${values.length}`)
      } else if (Object.hasOwn(comparisons, operator)) {
        const sign = comparisons[operator as keyof typeof comparisons]
        conditions.push(`${quote(column)} ${sign} $${values.length}`)
      } else {
        return postgrestError(
          400,
          'PGRST100',
          `"failed to parse filter (${filter})": the local backend serves eq, gt, gte, lt, lte and is.null only`,
        )
      }
    }
  }
  if (conditions.length) sql += ` where ${conditions.join(' and ')}`
  if (query.order) {
    const [column = '', direction = 'asc'] = query.order.split('.')
    if (!columns.has(column) || !['asc', 'desc'].includes(direction)) {
      return postgrestError(400, 'PGRST100', `"failed to parse order (${query.order})"`)
    }
    sql += ` order by ${quote(column)} ${direction}`
  }
  const limit = query.limit === null || query.limit === undefined ? 1000 : Number(query.limit)
  if (!Number.isInteger(limit) || limit < 0)
    return postgrestError(400, 'PGRST100', `"failed to parse limit (${query.limit})"`)
  sql += ` limit ${Math.min(limit, 1000)}`
  try {
    const result = await asRole(db, role, (tx) => tx.query(sql, values))
    return { status: 200, body: result.rows }
  } catch (error) {
    return fromDatabaseError(error, role)
  }
}

/**
 * Calls a function in the public schema as PostgREST's /rpc does: by its argument names, as the caller's
 * role (so only those granted EXECUTE may), with the JSON body's values as arguments; a scalar result
 * comes back as its JSON value, a set of rows as an array.
 */
export async function callFunction(
  db: PGlite,
  role: DatabaseRole,
  name: string,
  payload: unknown,
): Promise<RestResult> {
  const { rows: parameters } = await db.query<{ parameter_name: string; data_type: string }>(
    `select p.parameter_name, p.data_type from information_schema.routines r
       join information_schema.parameters p on p.specific_name = r.specific_name
      where r.routine_schema = 'public' and r.routine_name = $1 and p.parameter_mode = 'IN'
      order by p.ordinal_position`,
    [name],
  )
  const { rows: kinds } = await db.query<{ returns_set: boolean }>(
    `select proretset as returns_set from pg_proc where proname = $1 and pronamespace = 'public'::regnamespace`,
    [name],
  )
  const args = payload !== null && typeof payload === 'object' && !Array.isArray(payload) ? payload : null
  const given = Object.keys(args ?? {}).sort()
  const expected = parameters.map((parameter) => parameter.parameter_name).sort()
  // A function of no arguments (round_alert_counts) is called with {}, as PostgREST takes it.
  if (!args || kinds.length === 0 || given.join() !== expected.join()) {
    return postgrestError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${given.join(', ')}) in the schema cache`,
    )
  }
  const values = parameters.map(({ parameter_name: parameter, data_type: type }) => {
    const value = (args as Record<string, unknown>)[parameter]
    return type === 'jsonb' || type === 'json' ? JSON.stringify(value) : value === null ? null : String(value)
  })
  const list = parameters
    .map(({ parameter_name: parameter }, index) => `${quote(parameter)} => $${index + 1}`)
    .join(', ')
  try {
    // A function that returns a set answers with its rows, as PostgREST does; a scalar with its value.
    if (kinds[0]?.returns_set) {
      const result = await asRole(db, role, (tx) =>
        tx.query(`select * from public.${quote(name)}(${list})`, values),
      )
      return { status: 200, body: result.rows }
    }
    const result = await asRole(db, role, (tx) =>
      tx.query<{ result: unknown }>(`select public.${quote(name)}(${list}) as result`, values),
    )
    return { status: 200, body: result.rows[0]?.result ?? null }
  } catch (error) {
    return fromDatabaseError(error, role)
  }
}

/** A database function called as the service role, as a deployed function calls it through PostgREST:
 * its JSON answer (times as ISO strings, not Date objects), or an error holding the refusal's body. */
export const serviceCall =
  (db: PGlite) =>
  async (name: string, args: Record<string, unknown>): Promise<unknown> => {
    const result = await callFunction(db, 'service_role', name, args)
    if (result.status !== 200)
      throw new Error(`${name} answered ${result.status}: ${JSON.stringify(result.body)}`)
    return JSON.parse(JSON.stringify(result.body))
  }
