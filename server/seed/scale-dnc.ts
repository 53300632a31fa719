import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { transaction } from "../db/after-commit"
import { importGaps } from "../formacion/proyectos-dnc-import"

// The scale seed's Proyectos DNC (FOR100): one project of the year per company, En captura over
// every centre, each holding its people's competency gaps brought by the page's own import
// (server/formacion/proyectos-dnc-import.ts), so the list, the needs and the plan have their
// large-employer sizes. The imports run after the statistics are fresh and are timed together:
// with the default 20 companies they cover all 100,000 people (`--companies 1` puts them all in
// one company, one import: bench/proyectos-dnc.ts measures that one through the API).

export const seedScaleDnc = (year: number, at: string, user: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const companies = (yield* sql<{ id: number | string }>`SELECT id_empresa AS id FROM empresas ORDER BY id_empresa`).map((c) => Number(c.id))
    const started = performance.now()
    // transaction(): the import refreshes the statistics once it commits (afterCommit).
    const added = yield* transaction(
      Effect.gen(function* () {
        let total = 0
        for (const id_empresa of companies) {
          yield* sql`INSERT INTO proyectos_dnc ${sql.insert({ n_proyecto: `DNC ${year}`, anio: year, id_empresa, estado: "En captura", id_usuario_alta: user, f_alta: at })}`
          const [row] = yield* sql<{ id: number | string }>`SELECT MAX(id_proyecto_dnc) AS id FROM proyectos_dnc`
          total += (yield* importGaps(Number(row?.id), { who: user, at, within: null })).agregadas
        }
        return total
      }),
    )
    const importMs = Math.round(performance.now() - started)
    yield* sql`ANALYZE necesidades_dnc`
    return { proyectosDnc: companies.length, necesidadesDnc: added, importacionDncMs: importMs }
  })
