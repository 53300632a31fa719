import { describe, expect, it } from "vitest"
import { recordTables } from "../../server/parts/all-parts"
import { type Column, columnMismatches, storedColumnsOf } from "./support/schema-agreement"
import { sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// The database and the descriptors agree by construction: for every record table of the server,
// each field the platform reads from or writes to the table has a column of a matching type
// (with its child collections' tables likewise), and every NOT NULL column without a default is
// written by a field, an audit stamp, the parent key of a child row or a column a hook declares.
// A migration and a descriptor that drift apart fail here, on both dialects, before any request.

type CatalogueRow = Readonly<Record<string, unknown>>

const columnsOf = (t: ReturnType<typeof useServer>, table: string): Promise<ReadonlyArray<Column>> =>
  sqlOf(t.server, (sql) =>
    sql.onDialectOrElse({
      pg: () =>
        sql<CatalogueRow>`
          SELECT column_name AS name, data_type AS type, is_nullable = 'NO' AS notnull, column_default AS dflt,
            is_generated AS generated, is_identity AS identity
          FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table}`,
      orElse: () =>
        sql<CatalogueRow>`
          SELECT name, type, "notnull", dflt_value, hidden, pk FROM pragma_table_xinfo(${table})`,
    }),
  ).then((rows) =>
    rows.map((row): Column => {
      const pg = "dflt" in row
      const generated = pg ? row.generated === "ALWAYS" || row.identity === "YES" : Number(row.hidden) !== 0
      // SQLite's INTEGER PRIMARY KEY is the rowid: the database fills it.
      const rowid = !pg && Number(row.pk) === 1 && String(row.type).toUpperCase() === "INTEGER"
      const dflt = pg ? row.dflt : row.dflt_value
      return {
        name: String(row.name),
        type: String(row.type).toLowerCase(),
        notNull: pg ? row.notnull === true : Number(row.notnull) === 1,
        filled: generated || rowid || (dflt !== null && dflt !== undefined),
      }
    }),
  )

/**
 * Columns the letters' create writes by hand while their table is being reworked elsewhere:
 * `f_alta` becomes a created-at stamp and `f_limite` a hook column of that table.
 */
const pending = new Set(["cartas_laborales.f_limite: NOT NULL without a default, and no field writes it", "cartas_laborales.f_alta: NOT NULL without a default, and no field writes it"])

describe("the comparison", () => {
  it("names a missing column, a column of another type and a required column no field writes", () => {
    const table = recordTables.find((t) => t.table === "tipos_ayuda")
    const [aidTypes] = table === undefined ? [] : storedColumnsOf(table)
    if (aidTypes === undefined) throw new Error("no record table for tipos_ayuda")
    const columns: ReadonlyArray<Column> = aidTypes.fields
      .filter(([name]) => name !== "detalle")
      .map(([name, f]) => ({ name, type: name === "monto_maximo" ? "varchar(20)" : f.kind === "date" ? "date" : f.kind === "integer" ? "integer" : f.kind === "money" ? "numeric(12, 2)" : "varchar(100)", notNull: false, filled: false }))
    expect(columnMismatches(aidTypes, [...columns, { name: "id_usuario_alta", type: "varchar(50)", notNull: true, filled: false }])).toEqual([
      "tipos_ayuda.detalle: the textarea field has no column",
      "tipos_ayuda.monto_maximo: the money field is stored in a varchar(20) column",
      "tipos_ayuda.id_usuario_alta: NOT NULL without a default, and no field writes it",
    ])
  })
})

describe.each(dialects)("the schema agrees with the descriptors on %s", (dialect) => {
  const t = useServer(dialect, { seed: "none", adminEmail: "esquema@empresa.mx", adminPassword: "Una.Clave-Larga-2026" })

  it("has a column of a matching type for every stored field, and a field for every required column", async () => {
    const problems: Array<string> = []
    for (const table of recordTables) {
      for (const stored of storedColumnsOf(table)) {
        const columns = await columnsOf(t, stored.table)
        problems.push(...columnMismatches(stored, columns).filter((p) => !pending.has(p)))
      }
    }
    expect(problems).toEqual([])
  })
})

// A user id is an e-mail of up to 254 characters: every column that keeps one holds it whole, or a
// user with a longer e-mail could save nothing there. Only PostgreSQL enforces a VARCHAR's length;
// the kiosk's own user ids (20 characters) are another key.
describe.each(dialects.filter((d) => d === "PostgreSQL"))("user ids on %s", (dialect) => {
  const t = useServer(dialect, { seed: "none", adminEmail: "esquema@empresa.mx", adminPassword: "Una.Clave-Larga-2026" })

  it("keeps every column named for a user wide enough for any user's e-mail", async () => {
    const narrow = await sqlOf(t.server, (sql) =>
      sql<{ readonly col: string }>`
        SELECT table_name || '.' || column_name || ' (' || character_maximum_length || ')' AS col
        FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_name LIKE 'id\_usuario%' AND character_maximum_length < 254
          AND table_name NOT IN ('usuarios_kiosko', 'sesiones_kiosko', 'solicitudes_portal')
        ORDER BY 1`,
    )
    expect(narrow.map((r) => r.col)).toEqual([])
  })
})
