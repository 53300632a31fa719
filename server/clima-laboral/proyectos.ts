import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { climateProjects, climateProjectsEndpoints } from "../../domain/clima-laboral/proyectos"
import { climateProjectMessages as m } from "../../domain/clima-laboral/proyectos-vocabulary"
import { type GuideSet, guideSetLabels, guidesCover, guidesFor, sampleSize, twoYearsAfter } from "../../domain/rules/nom035-scope"
import { afterCommit } from "../db/after-commit"
import { refuse, refuseField } from "../http/failure"
import { checkPlacedCentre } from "../organizacion/workplace-checks"
import { fieldColumns } from "../records/field-columns"
import { nextSerialKey } from "../records/serial-key"
import type { RecordTable } from "../records/table"
import { dateTextSql } from "../records/date-text"
import { headcountOn } from "./proyectos-headcount"
import { climatePolicies } from "./proyectos-politicas"
import { dropLinks, dropParticipants, drawParticipants, newSeed, projectFacts } from "./empleados-depto-participants"
import { planGaps } from "./planes-accion-levels"
import { scoreProject, scoredGuide } from "./reporte-calificaciones-scores"

// CLI200's RecordTable (descriptor: domain/clima-laboral/proyectos.ts). The generic handlers list,
// read, create, update, export and move it through its workflow; the hooks add the NOM's part:
// - a save takes the centre's headcount on the start date, derives the guides from it (a project
//   may raise them, never lower them), judges the sample (over 50 only, never under the formula,
//   never over the headcount; empty takes the formula's size), forces anonymity when Guía II or
//   III applies and dates the next evaluation two years after the end;
// - a draft whose start, guides or sample change loses the participants drawn for it (CLI210
//   draws them again);
// - starting the application draws the participants when none were drawn; closing dates the next
//   evaluation two years after the day it closed; closing and cancelling delete the invitation
//   links (the link-to-person map), so answers can no longer be traced to anyone;
// - the prevention policy is uploaded by its own call (./proyectos-politica.ts) and goes with the
//   project when a draft is deleted.

type Project = typeof climateProjects

const placed = { centroFijo: m.centroFijo, centroDeEmpresa: m.centroDeEmpresa } as const

/** The derived columns of a save, or its refusal on the field at fault. */
const derivedColumns = (request: { readonly id_centro_trabajo: number; readonly f_inicio: string; readonly f_fin: string; readonly guias: string | null; readonly usar_muestra: string; readonly tamano_muestra: number | null }) =>
  Effect.gen(function* () {
    const workers = yield* headcountOn(request.id_centro_trabajo, request.f_inicio)
    const least = guidesFor(workers)
    const guias = (request.guias ?? least) as GuideSet
    if (!guidesCover(guias, workers)) return yield* refuseField("guias", m.guiasMenores(guideSetLabels[least], workers))
    const sampling = request.usar_muestra === "1"
    // A size given without the sample would be dropped without a word: say so instead.
    if (!sampling && request.tamano_muestra !== null) return yield* refuseField("tamano_muestra", m.muestraSinUsar)
    if (sampling && (workers <= 50 || guias !== "I,III")) return yield* refuseField("usar_muestra", m.muestraSoloGrandes)
    const floor = sampleSize(workers)
    const size = sampling ? (request.tamano_muestra ?? floor) : null
    if (size !== null && size < floor) return yield* refuseField("tamano_muestra", m.muestraMenor(floor))
    if (size !== null && size > workers) return yield* refuseField("tamano_muestra", m.muestraMayor(workers))
    return {
      num_trabajadores: workers,
      guias,
      usar_muestra: sampling ? "1" : "0",
      tamano_muestra: size,
      anonimo: guias === "I" ? "0" : "1",
      f_proxima_evaluacion: twoYearsAfter(request.f_fin),
    }
  })

export const climateProjectsTable: RecordTable<Project> = {
  descriptor: climateProjects,
  endpoints: climateProjectsEndpoints,
  entity: "proyecto de clima laboral",
  table: "proyectos_clima",
  from: `proyectos_clima t JOIN centros_trabajo ct ON ct.id_centro_trabajo = t.id_centro_trabajo`,
  expressions: {
    n_centro_trabajo: "ct.n_centro_trabajo",
    // The start's year in both dialects: a date reads as its ISO text in either.
    anio: "CAST(SUBSTR(CAST(t.f_inicio AS VARCHAR(10)), 1, 4) AS INTEGER)",
    seleccionados: "(SELECT COUNT(*) FROM clima_participantes p WHERE p.id_proyecto = t.id_proyecto)",
    respondieron: "(SELECT COUNT(*) FROM clima_participantes p WHERE p.id_proyecto = t.id_proyecto AND p.respondio = '1')",
    avance: `(SELECT CASE WHEN COUNT(*) = 0 THEN 0 ELSE ROUND(100.0 * SUM(CASE WHEN p.respondio = '1' THEN 1 ELSE 0 END) / COUNT(*), 2) END
      FROM clima_participantes p WHERE p.id_proyecto = t.id_proyecto)`,
  },
  generatedKey: () => nextSerialKey("proyectos_clima"),
  hookColumns: ["num_trabajadores", "anonimo", "f_proxima_evaluacion"],
  hooks: {
    beforeWrite: (request, _mode, stored) => checkPlacedCentre(request, stored, placed),
    toColumns: (request, mode, stored) =>
      Effect.gen(function* () {
        const derived = yield* derivedColumns(request)
        // A draft's participants were drawn for its start and sample: another start, guides or size draws them again.
        if (
          stored !== undefined &&
          (stored.f_inicio !== request.f_inicio || stored.guias !== derived.guias || stored.usar_muestra !== derived.usar_muestra || stored.tamano_muestra !== derived.tamano_muestra)
        ) {
          yield* dropParticipants(Number(stored.id_proyecto))
          return { ...fieldColumns(climateProjects, request, mode), ...derived, semilla: null }
        }
        return { ...fieldColumns(climateProjects, request, mode), ...derived }
      }),
    // Publishing the results needs the plan the NOM's criteria ask for (CLI240).
    beforeTransition: (transition, stored) =>
      Effect.gen(function* () {
        if (transition !== "publicar") return {}
        const gaps = yield* planGaps(Number(stored.id_proyecto))
        if (gaps.length > 0) return yield* refuse(409, gaps[0] ?? "", gaps)
        return {}
      }),
    afterReached: (transition, key) =>
      Effect.gen(function* () {
        const id = Number(key.id_proyecto)
        if (transition === "iniciar") {
          const sql = yield* SqlClient.SqlClient
          const [drawn] = yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM clima_participantes WHERE id_proyecto = ${id}`
          if (Number(drawn?.n ?? 0) > 0) return
          const facts = yield* projectFacts(id)
          if (facts === undefined) return yield* refuse(404, m.sinTrabajadores)
          yield* drawParticipants(facts, newSeed())
          return
        }
        if (transition === "cerrar") {
          const sql = yield* SqlClient.SqlClient
          const [row] = yield* sql<{ f_cierre: string | null }>`SELECT ${dateTextSql(sql, "f_cierre")} AS f_cierre FROM proyectos_clima WHERE id_proyecto = ${id}`
          if (row?.f_cierre) yield* sql`UPDATE proyectos_clima SET f_proxima_evaluacion = ${twoYearsAfter(row.f_cierre)} WHERE id_proyecto = ${id}`
          yield* dropLinks(id)
          // No answer changes any more: score them once it commits (off the request; a read before
          // that is done scores what is left), so CLI230 reads one row per answer.
          const [project] = yield* sql<{ guias: string }>`SELECT guias FROM proyectos_clima WHERE id_proyecto = ${id}`
          const guia = scoredGuide(project?.guias ?? "I")
          if (guia !== null) yield* afterCommit(scoreProject(id, guia))
          return
        }
        if (transition === "cancelar") yield* dropLinks(id)
      }),
    // The policy's bytes belong to the project only.
    cascade: (stored) => Effect.zipRight(dropParticipants(Number(stored.id_proyecto)), climatePolicies.dropUnused(Number(stored.id_proyecto), null)),
  },
}
