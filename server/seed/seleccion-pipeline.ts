import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { shiftDay } from "../../domain/rules/working-days"
import type { StageType } from "../../domain/seleccion/procesos-seleccion-vocabulary"

// A small, self-contained selection pipeline (MODULES-MX §6): a process with its stages, an
// authorized requisition of company 1 (its first department and a puesto of its own tabulador),
// its vacancy and candidates assigned at given stages. The offers' and pre-altas' demo and their
// API tests build on it, so neither depends on how the requisitions', vacancies' or boards' pages
// fill their own tables.

export const pipelineStages: ReadonlyArray<{ readonly n_etapa: string; readonly tipo: StageType; readonly peso: number | null; readonly obligatoria: "1" | "0" }> = [
  { n_etapa: "Registro", tipo: "Inicial", peso: null, obligatoria: "1" },
  { n_etapa: "Entrevista con el jefe", tipo: "Entrevista", peso: 100, obligatoria: "1" },
  { n_etapa: "Oferta", tipo: "Oferta", peso: null, obligatoria: "1" },
  { n_etapa: "Contratado", tipo: "Contratado", peso: null, obligatoria: "0" },
  { n_etapa: "Descartado", tipo: "Descartado", peso: null, obligatoria: "0" },
]

export interface PipelineCandidate {
  readonly nombre: string
  readonly apellido_paterno: string
  readonly email: string
  readonly etapa: StageType
  /** Days before `today` the candidate applied. */
  readonly hace: number
  readonly fuente?: "BOLSA" | "REFERIDO" | "PORTAL" | "OTRO"
}

export interface PipelineSpec {
  /** Names the process, the requisition's folio and the vacancy, unique per pipeline. */
  readonly name: string
  /** The requisition's folio; `RQ-<name>` by default. */
  readonly folio?: string
  readonly today: string
  /** Days before `today` the requisition was authorized. */
  readonly authorizedDaysAgo: number
  readonly vacancies: number
  /** The puesto's monthly tabulador. */
  readonly tabulador: { readonly min: number; readonly max: number }
  readonly candidates: ReadonlyArray<PipelineCandidate>
}

export interface Pipeline {
  readonly id_requisicion: number
  readonly id_vacante: number
  readonly id_puesto: string
  readonly id_centro_trabajo: number
  readonly id_depto: number
  readonly stages: Readonly<Record<string, number>>
  /** By e-mail: the candidate and their assignment. */
  readonly people: Readonly<Record<string, { readonly id_candidato: number; readonly id_asignacion: number }>>
}

const lastId = (table: string, column: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id: number | string }>`SELECT MAX(${sql(column)}) AS id FROM ${sql(table)}`).pipe(Effect.map((r) => Number(r[0]?.id)))

export const insertPipeline = (spec: PipelineSpec) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const stamp = `${spec.today}T09:00:00.000Z`
    const [place] = yield* sql<{ id_depto: number | string; id_centro_trabajo: number | string }>`
      SELECT d.id_depto, d.id_centro_trabajo FROM departamentos d JOIN centros_trabajo c ON c.id_centro_trabajo = d.id_centro_trabajo
      WHERE c.id_empresa = 1 ORDER BY d.id_centro_trabajo, d.id_depto LIMIT 1`
    // A puesto whose own tabulador lies within the one asked for: widening it to that keeps every
    // person already in the puesto paid inside it (the demo's records hold each salary in its range).
    const [puesto] = yield* sql<{ id_puesto: string }>`
      SELECT id_puesto FROM puestos
      WHERE id_empresa = 1 AND tipo_puesto <> 'D' AND salario_min >= ${spec.tabulador.min} AND salario_max <= ${spec.tabulador.max}
      ORDER BY id_puesto LIMIT 1`
    const [motivo] = yield* sql<{ id_motivo: number | string }>`SELECT MIN(id_motivo) AS id_motivo FROM sel_motivos_requisicion WHERE clave = 'INCREMENTO'`
    // Every requisition names the employee who asked for it: the department's first active one, or the company's.
    const [requester] = yield* sql<{ id_empleado: number | string }>`
      SELECT id_empleado FROM empleados WHERE id_empresa = 1 AND activo = '1'
      ORDER BY CASE WHEN id_depto = ${Number(place?.id_depto)} THEN 0 ELSE 1 END, id_empleado LIMIT 1`
    if (place === undefined || puesto === undefined || motivo === undefined) return yield* Effect.dieMessage("seleccion pipeline: the demo's company 1 has no department or puesto")
    yield* sql`UPDATE puestos SET salario_min = ${spec.tabulador.min}, salario_max = ${spec.tabulador.max} WHERE id_puesto = ${puesto.id_puesto}`

    yield* sql`INSERT INTO sel_procesos ${sql.insert({ n_proceso: `Proceso ${spec.name}`, activo: "1", f_alta: stamp })}`
    const id_proceso = yield* lastId("sel_procesos", "id_proceso")
    const stages: Record<string, number> = {}
    for (const [i, s] of pipelineStages.entries()) {
      yield* sql`INSERT INTO sel_procesos_etapas ${sql.insert({ id_proceso, orden: i + 1, n_etapa: s.n_etapa, tipo: s.tipo, obligatoria: s.obligatoria, peso: s.peso })}`
      stages[s.tipo] = yield* lastId("sel_procesos_etapas", "id_etapa")
    }

    const authorized = shiftDay(spec.today, -spec.authorizedDaysAgo)
    yield* sql`INSERT INTO requisiciones ${sql.insert({
      folio: (spec.folio ?? `RQ-${spec.name}`).slice(0, 30),
      id_empresa: 1,
      id_centro_trabajo: Number(place.id_centro_trabajo),
      id_depto: Number(place.id_depto),
      id_posicion: null,
      id_puesto: puesto.id_puesto,
      id_motivo: Number(motivo.id_motivo),
      num_vacantes: spec.vacancies,
      f_requerida: shiftDay(spec.today, 30),
      salario_min: spec.tabulador.min,
      salario_max: spec.tabulador.max,
      justificacion: "Crecimiento del área",
      id_solicitante: "admin@demo.mx",
      id_empleado_solicitante: requester === undefined ? null : Number(requester.id_empleado),
      estado: "En proceso",
      f_solicitud: shiftDay(authorized, -3),
      f_envio: shiftDay(authorized, -2),
      f_autorizacion: authorized,
      f_alta: stamp,
    })}`
    const id_requisicion = yield* lastId("requisiciones", "id_requisicion")
    yield* sql`INSERT INTO vacantes ${sql.insert({
      id_requisicion,
      id_proceso,
      titulo: `Vacante ${spec.name}`.slice(0, 150),
      modalidad: "Presencial",
      publicar_bolsa: "0",
      f_publicacion: shiftDay(authorized, 1),
      estado: "Abierta",
      f_alta: stamp,
    })}`
    const id_vacante = yield* lastId("vacantes", "id_vacante")

    const people: Record<string, { id_candidato: number; id_asignacion: number }> = {}
    for (const c of spec.candidates) {
      const applied = shiftDay(spec.today, -c.hace)
      const estado = c.etapa === "Descartado" ? "Descartado" : c.etapa === "Contratado" ? "Contratado" : "En proceso"
      yield* sql`INSERT INTO candidatos ${sql.insert({
        id_empresa: 1,
        id_puesto_interes: puesto.id_puesto,
        nombre: c.nombre,
        apellido_paterno: c.apellido_paterno,
        email: c.email,
        fuente: c.fuente ?? "BOLSA",
        estado,
        f_registro: applied,
        f_ultima_actividad: applied,
      })}`
      const id_candidato = yield* lastId("candidatos", "id_candidato")
      // SEL050's source of that GP220 code, as 0313 relates the existing candidates.
      yield* sql`UPDATE candidatos SET id_fuente = (SELECT MIN(f.id_fuente) FROM sel_fuentes f WHERE f.fuente_gp220 = candidatos.fuente) WHERE id_candidato = ${id_candidato}`
      const stage = stages[c.etapa] ?? stages.Inicial
      yield* sql`INSERT INTO sel_asignaciones ${sql.insert({
        id_candidato,
        id_vacante,
        id_etapa_actual: Number(stage),
        f_postulacion: applied,
        f_etapa: shiftDay(applied, Math.min(c.hace, 3)),
        f_alta: stamp,
      })}`
      const id_asignacion = yield* lastId("sel_asignaciones", "id_asignacion")
      yield* sql`INSERT INTO sel_asignaciones_historial ${sql.insert({ id_asignacion, id_etapa: Number(stages.Inicial), resultado: "Aprobado", fecha: applied, f_registro: stamp, usuario: "admin@demo.mx" })}`
      if (stage !== stages.Inicial) {
        yield* sql`INSERT INTO sel_asignaciones_historial ${sql.insert({ id_asignacion, id_etapa: Number(stage), resultado: "Pendiente", fecha: shiftDay(applied, Math.min(c.hace, 3)), f_registro: stamp, usuario: "admin@demo.mx" })}`
      }
      people[c.email] = { id_candidato, id_asignacion }
    }
    return { id_requisicion, id_vacante, id_puesto: puesto.id_puesto, id_centro_trabajo: Number(place.id_centro_trabajo), id_depto: Number(place.id_depto), stages, people } satisfies Pipeline
  })
