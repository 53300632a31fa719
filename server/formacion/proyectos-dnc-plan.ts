import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { NeedGroup } from "../../domain/formacion/proyectos-dnc-rules"
import { objectives } from "../../domain/formacion/proyectos-dnc-vocabulary"

// The plan of a DNC project by tema (FOR100): its needs summed in SQL by tema (clave_tema: without case or accents),
// objective, modalidad and quarter, one index range of the project's needs, then folded into one
// line per tema by domain/formacion/proyectos-dnc-rules.ts. The Plan tab's report and the DC-2
// PDF read the same groups; each has read the project first (404, 403).

const objectiveOf = (v: unknown): NeedGroup["objetivo_153f"] => objectives.find((o) => o.id === v)?.id ?? "I"

/** The project's needs in groups of tema, objective, modalidad and quarter. */
export const needGroups = (id_proyecto_dnc: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<Record<string, unknown>>`
      SELECT MIN(t.tema) AS tema, t.clave_tema AS clave, t.objetivo_153f, t.id_modalidad, MIN(mo.n_modalidad) AS n_modalidad, t.trimestre,
        COUNT(*) AS necesidades, SUM(t.participantes_estimados) AS participantes,
        SUM(t.horas_estimadas * t.participantes_estimados) AS horas, SUM(t.costo_estimado) AS costo
      FROM necesidades_dnc t
      LEFT JOIN modalidades mo ON mo.id_modalidad = t.id_modalidad
      WHERE t.id_proyecto_dnc = ${id_proyecto_dnc}
      GROUP BY t.clave_tema, t.objetivo_153f, t.id_modalidad, t.trimestre`
    return rows.map(
      (r): NeedGroup => ({
        tema: String(r.tema),
        clave: String(r.clave),
        objetivo_153f: objectiveOf(r.objetivo_153f),
        id_modalidad: r.id_modalidad === null ? null : String(r.id_modalidad),
        n_modalidad: r.n_modalidad === null ? null : String(r.n_modalidad),
        trimestre: r.trimestre === null ? null : Number(r.trimestre),
        necesidades: Number(r.necesidades),
        participantes: Number(r.participantes),
        horas: Number(r.horas),
        costo: Number(r.costo),
      }),
    )
  })
