import { SqlClient } from "@effect/sql"
import type { SqlError } from "@effect/sql/SqlError"
import type { Fragment } from "@effect/sql/Statement"
import { Effect } from "effect"
import type {
  Dominio,
  Exposicion,
  Frecuencia,
  JobProfile,
  JobProfileCompetencia,
  JobProfileGenerales,
  NivelSoftware,
  TipoPuesto,
} from "../../domain/organizacion/gestionar-puestos-profile"
import { numOrNull, textOrNull } from "../records/stored-values"

// Every section of some puestos, read in one statement per section (not per puesto), for the
// editor's /get-puesto-full and the printed job description. The caller has already limited the
// ids to puestos of the companies its caller may see (the workplace scope); unknown ids are left
// out of the answer, and the answer keeps the order of `ids`.

type Sql = SqlClient.SqlClient
type Stored = Readonly<Record<string, unknown>>

/**
 * Positions of the puesto (alias `puesto`) in force on `day` with an occupant on that day. `day`
 * is a bound date, or CURRENT_DATE where the SQL must be fixed text (a list expression).
 */
export const occupiedSeats = (puesto: string, day: string): string =>
  `(SELECT COUNT(*) FROM posiciones po
    WHERE po.id_puesto = ${puesto} AND po.f_inicio <= ${day} AND (po.f_fin IS NULL OR po.f_fin >= ${day})
      AND EXISTS (SELECT 1 FROM ocupaciones_posicion op
        WHERE op.id_posicion = po.id_posicion AND op.f_inicio <= ${day} AND (op.f_fin IS NULL OR op.f_fin >= ${day})))`

const dayOf = (sql: Sql, day: string | undefined): Fragment => (day === undefined ? sql.literal("CURRENT_DATE") : sql`${day}`)

const generalesOf = (r: Stored): JobProfileGenerales => ({
  id_puesto: String(r.id_puesto),
  n_puesto: String(r.n_puesto),
  id_empresa: Number(r.id_empresa),
  n_empresa: String(r.n_empresa),
  id_depto: numOrNull(r.id_depto),
  n_depto: textOrNull(r.n_depto),
  id_nivel_puesto: numOrNull(r.id_nivel_puesto),
  n_nivel_puesto: textOrNull(r.n_nivel_puesto),
  id_puesto_jefe: textOrNull(r.id_puesto_jefe),
  n_puesto_jefe: textOrNull(r.n_puesto_jefe),
  objetivo: textOrNull(r.objetivo),
  tipo_puesto: String(r.tipo_puesto) as TipoPuesto,
  riesgo_puesto: textOrNull(r.riesgo_puesto),
  n_riesgo_puesto: textOrNull(r.n_riesgo_puesto),
  salario_min: numOrNull(r.salario_min),
  salario_max: numOrNull(r.salario_max),
  plazas_autorizadas: Number(r.plazas_autorizadas),
  plazas_ocupadas: Number(r.plazas_ocupadas),
  activo: String(r.activo) === "1" ? "1" : "0",
})

const groupBy = (rows: ReadonlyArray<Stored>): Map<string, Array<Stored>> => {
  const out = new Map<string, Array<Stored>>()
  for (const r of rows) {
    const id = String(r.id_puesto)
    const list = out.get(id)
    if (list === undefined) out.set(id, [r])
    else list.push(r)
  }
  return out
}

const competenciaOf = (r: Stored): JobProfileCompetencia => ({
  id_competencia: Number(r.id_competencia),
  n_competencia: String(r.n_competencia),
  id_nivel_esperado: Number(r.id_nivel_esperado),
  n_nivel: String(r.n_nivel),
  peso: Number(r.peso),
})

/** The profiles of at most 500 puestos (one bound list per statement stays under SQLite's limit). */
const readChunk = (ids: ReadonlyArray<string>, day: string | undefined) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const within = sql.in(ids)
    const d = dayOf(sql, day)
    const general = yield* sql<Stored>`
      SELECT p.id_puesto, p.n_puesto, p.id_empresa, em.n_empresa, p.id_depto, dp.n_depto, p.id_nivel_puesto, np.n_nivel_puesto,
        p.id_puesto_jefe, pj.n_puesto AS n_puesto_jefe, p.objetivo, p.tipo_puesto, p.riesgo_puesto, rp.n_riesgo AS n_riesgo_puesto,
        p.salario_min, p.salario_max, p.plazas_autorizadas, p.activo,
        (SELECT COUNT(*) FROM posiciones po
          WHERE po.id_puesto = p.id_puesto AND po.f_inicio <= ${d} AND (po.f_fin IS NULL OR po.f_fin >= ${d})
            AND EXISTS (SELECT 1 FROM ocupaciones_posicion op
              WHERE op.id_posicion = po.id_posicion AND op.f_inicio <= ${d} AND (op.f_fin IS NULL OR op.f_fin >= ${d}))) AS plazas_ocupadas
      FROM puestos p
      JOIN empresas em ON em.id_empresa = p.id_empresa
      LEFT JOIN departamentos dp ON dp.id_depto = p.id_depto
      LEFT JOIN niveles_puesto np ON np.id_nivel_puesto = p.id_nivel_puesto
      LEFT JOIN puestos pj ON pj.id_puesto = p.id_puesto_jefe
      LEFT JOIN riesgos_puesto rp ON rp.id_riesgo = p.riesgo_puesto
      WHERE p.id_puesto IN ${within}`
    const perfil = groupBy(
      yield* sql<Stored>`SELECT s.*, e.n_escolaridad FROM puestos_perfil s JOIN escolaridades e ON e.id_escolaridad = s.id_escolaridad
        WHERE s.id_puesto IN ${within}`,
    )
    const experiencia = groupBy(yield* sql<Stored>`SELECT * FROM puestos_experiencia WHERE id_puesto IN ${within} ORDER BY id_puesto, orden`)
    const idiomas = groupBy(
      yield* sql<Stored>`SELECT s.*, i.n_idioma FROM puestos_idiomas s JOIN idiomas i ON i.id_idioma = s.id_idioma
        WHERE s.id_puesto IN ${within} ORDER BY s.id_puesto, s.orden`,
    )
    const finalidades = groupBy(yield* sql<Stored>`SELECT * FROM puestos_finalidades WHERE id_puesto IN ${within} ORDER BY id_puesto, orden`)
    const software = groupBy(
      yield* sql<Stored>`SELECT s.*, w.n_software FROM puestos_software s JOIN software w ON w.id_software = s.id_software
        WHERE s.id_puesto IN ${within} ORDER BY s.id_puesto, s.orden`,
    )
    const competencias = groupBy(
      yield* sql<Stored>`SELECT s.*, c.n_competencia, n.n_nivel FROM puestos_competencias s
        JOIN competencias c ON c.id_competencia = s.id_competencia
        JOIN niveles_competencia n ON n.id_nivel = s.id_nivel_esperado
        WHERE s.id_puesto IN ${within} ORDER BY s.id_puesto, s.tipo, s.orden`,
    )
    const internas = groupBy(
      yield* sql<Stored>`SELECT s.*, d.n_depto, p.n_puesto AS n_puesto_relacion FROM puestos_relaciones_internas s
        LEFT JOIN departamentos d ON d.id_depto = s.id_depto
        LEFT JOIN puestos p ON p.id_puesto = s.id_puesto_relacion
        WHERE s.id_puesto IN ${within} ORDER BY s.id_puesto, s.orden`,
    )
    const externas = groupBy(yield* sql<Stored>`SELECT * FROM puestos_relaciones_externas WHERE id_puesto IN ${within} ORDER BY id_puesto, orden`)
    const entornos = groupBy(yield* sql<Stored>`SELECT * FROM puestos_entornos WHERE id_puesto IN ${within} ORDER BY id_puesto, orden`)
    const dimensiones = groupBy(yield* sql<Stored>`SELECT * FROM puestos_dimensiones WHERE id_puesto IN ${within}`)

    return general.map((g): JobProfile => {
      const id = String(g.id_puesto)
      const p = perfil.get(id)?.[0]
      const dm = dimensiones.get(id)?.[0]
      const ofTipo = (tipo: string) => (competencias.get(id) ?? []).filter((r) => String(r.tipo) === tipo).map(competenciaOf)
      return {
        generales: generalesOf(g),
        perfil:
          p === undefined
            ? null
            : {
                id_escolaridad: Number(p.id_escolaridad),
                n_escolaridad: String(p.n_escolaridad),
                carrera: textOrNull(p.carrera),
                especialidad: textOrNull(p.especialidad),
                edad_min: numOrNull(p.edad_min),
                edad_max: numOrNull(p.edad_max),
              },
        experiencia: (experiencia.get(id) ?? []).map((r) => ({ area_o_puesto: String(r.area_o_puesto), anios_min: Number(r.anios_min) })),
        idiomas: (idiomas.get(id) ?? []).map((r) => ({
          id_idioma: Number(r.id_idioma),
          n_idioma: String(r.n_idioma),
          lectura: String(r.lectura) as Dominio,
          escritura: String(r.escritura) as Dominio,
          conversacion: String(r.conversacion) as Dominio,
        })),
        finalidades: (finalidades.get(id) ?? []).map((r) => ({ orden: Number(r.orden), descripcion: String(r.descripcion), frecuencia: String(r.frecuencia) as Frecuencia })),
        software: (software.get(id) ?? []).map((r) => ({
          id_software: Number(r.id_software),
          n_software: String(r.n_software),
          nivel: String(r.nivel) as NivelSoftware,
        })),
        competencias: { organizacionales: ofTipo("O"), tecnicas: ofTipo("T"), operativas: ofTipo("P") },
        relacionesInternas: (internas.get(id) ?? []).map((r) => ({
          id_depto: numOrNull(r.id_depto),
          n_depto: textOrNull(r.n_depto),
          id_puesto_relacion: textOrNull(r.id_puesto_relacion),
          n_puesto_relacion: textOrNull(r.n_puesto_relacion),
          motivo: String(r.motivo),
          frecuencia: String(r.frecuencia) as Frecuencia,
        })),
        relacionesExternas: (externas.get(id) ?? []).map((r) => ({
          entidad: String(r.entidad),
          motivo: String(r.motivo),
          frecuencia: String(r.frecuencia) as Frecuencia,
        })),
        entornos: (entornos.get(id) ?? []).map((r) => ({ condicion: String(r.condicion), exposicion: String(r.exposicion) as Exposicion, epp: textOrNull(r.epp) })),
        dimensiones:
          dm === undefined
            ? null
            : {
                personal_directo: numOrNull(dm.personal_directo),
                personal_indirecto: numOrNull(dm.personal_indirecto),
                presupuesto: numOrNull(dm.presupuesto),
                ventas: numOrNull(dm.ventas),
                activos_resguardo: numOrNull(dm.activos_resguardo),
              },
      }
    })
  })

/**
 * The whole job profile of each puesto named, in the order named (unknown ids left out).
 * `day` (YYYY-MM-DD) is the day plazas_ocupadas counts on; without it the database's current date.
 */
export const readJobProfiles = (ids: ReadonlyArray<string>, day?: string): Effect.Effect<ReadonlyArray<JobProfile>, SqlError, SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const unique = [...new Set(ids)]
    const found = new Map<string, JobProfile>()
    for (let i = 0; i < unique.length; i += 500) {
      for (const profile of yield* readChunk(unique.slice(i, i + 500), day)) found.set(profile.generales.id_puesto, profile)
    }
    return unique.flatMap((id) => {
      const profile = found.get(id)
      return profile === undefined ? [] : [profile]
    })
  })
