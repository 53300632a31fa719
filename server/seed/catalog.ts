import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { modules, settingsPages, systemModule } from "../../domain/catalog"

// Modules and options come from domain/catalog.ts, the same source the SPA's sidebar uses.

export type OptionRow = {
  readonly clave: string
  readonly id_modulo: string
  readonly descri: string
  readonly orden: number
}

export const moduleRows = [
  ...modules.map((m, i) => ({ id_modulo: m.id, n_modulo: m.label, orden: i + 1 })),
  { id_modulo: systemModule.id, n_modulo: systemModule.label, orden: modules.length + 1 },
]

const optionRows = (): ReadonlyArray<OptionRow> => {
  const seen = new Map<string, OptionRow>()
  for (const m of modules) {
    for (const p of m.pages) {
      // One key can open two pages (ORG500); the option is the key, named after its first page.
      if (!seen.has(p.key)) seen.set(p.key, { clave: p.key, id_modulo: m.id, descri: p.label, orden: seen.size + 1 })
    }
  }
  for (const s of settingsPages) {
    if (!seen.has(s.key)) seen.set(s.key, { clave: s.key, id_modulo: systemModule.id, descri: s.title, orden: seen.size + 1 })
  }
  return [...seen.values()]
}

export const allOptionRows = optionRows()

/** Runs on every start: options added to the catalogue since the last start appear at once. */
export const syncCatalog = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`INSERT INTO modulos ${sql.insert(moduleRows)} ON CONFLICT (id_modulo) DO NOTHING`
  const known = new Set((yield* sql<{ clave: string }>`SELECT clave FROM opciones`).map((r) => r.clave))
  yield* sql`INSERT INTO opciones ${sql.insert([...allOptionRows])} ON CONFLICT (clave) DO NOTHING`
  // An option a new version adds (e.g. SIS950, the audit log) goes to the profiles of the
  // administrators, so an upgraded database does not hide the new page from everyone.
  for (const option of allOptionRows.filter((o) => !known.has(o.clave))) {
    yield* sql`INSERT INTO derechos_grupo (id_grupo, clave)
      SELECT DISTINCT id_grupo, ${option.clave} FROM usuarios WHERE admin = '1'
      ON CONFLICT (id_grupo, clave) DO NOTHING`
  }
})
