import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { minimumWageProblem } from "../../domain/rules/contratos-datos"
import { monthlySalary, offerDateProblems, offerProbationProblem, outsideTabulador } from "../../domain/rules/seleccion-ofertas"
import { offerOrigin, offers, offersEndpoints } from "../../domain/seleccion/ofertas-candidatos"
import { offerMessages as m } from "../../domain/seleccion/ofertas-candidatos-vocabulary"
import type { Principal } from "../auth/principal"
import { activeContractType } from "../contratos/gestion-contratos-rules"
import { legalParameterReader } from "../contratos/legal-parameters"
import { afterCommit } from "../db/after-commit"
import { folioSeries, nextFolio } from "../documents/folio"
import { forbidden, refuse, refuseField } from "../http/failure"
import { todayInMexico } from "../organizacion/in-force"
import { fieldColumns } from "../records/field-columns"
import { fullNameSql } from "../records/person-name"
import { scopeCondition } from "../records/queries"
import { nextSerialKey } from "../records/serial-key"
import type { RecordTable } from "../records/table"
import { isVisible } from "../records/visible"
import { offerLetterDocument } from "./ofertas-candidatos-document"
import { mailOfferLetter } from "./ofertas-candidatos-mail"
import { checkFreeText } from "./palabras-vetadas"

// SEL360's RecordTable (descriptor: domain/seleccion/ofertas-candidatos.ts). The generic handlers
// list, read, create, update and delete (Borrador) and export; the workflow sends, answers and
// withdraws it. The hooks hold the offer's own part:
// - the assignment exists in one of the caller's centres, its candidate is neither discarded nor
//   hired in that vacancy, and has no other live offer there (no offer to a rejected candidate);
// - the contract type is active and admits the probation offered; the probation fits the
//   puesto (LFT 39-A); the daily salary is not under the zone's minimum wage on the start day;
// - the monthly salary (× 30.4) and whether it falls outside the puesto's tabulador are worked
//   out on every save, and the folio drawn on the first;
// - sending and accepting judge the assignment again (it may have been discarded since);
// - a sent offer mails its carta oferta to the candidate once it commits (./ofertas-candidatos-mail.ts);
// - an accepted offer makes its candidate Seleccionado (SEL370 then takes the pre-alta).

type Offer = typeof offers

/** The offers that still hold an assignment: only one at a time. */
export const liveOfferStates = ["Borrador", "En autorización", "Enviada", "Aceptada"] as const

interface AssignmentFacts {
  readonly id_empresa: number | string
  readonly tipo_etapa: string
  readonly estado_candidato: string
  readonly tipo_puesto: string | null
  readonly salario_min: number | string | null
  readonly salario_max: number | string | null
  readonly id_zona: string | null
  readonly ve: unknown
}

/** The assignment's facts an offer is judged by; 400 when absent, 403 outside the caller's centres. */
const assignmentFacts = (id_asignacion: number, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<AssignmentFacts>`
      SELECT r.id_empresa, e.tipo AS tipo_etapa, c.estado AS estado_candidato, pu.tipo_puesto, pu.salario_min, pu.salario_max, ct.id_zona,
        CASE WHEN ${scopeCondition(sql, "centro_trabajo", "r.id_centro_trabajo", principal)} THEN 1 ELSE 0 END AS ve
      FROM sel_asignaciones a
        JOIN sel_procesos_etapas e ON e.id_etapa = a.id_etapa_actual
        JOIN candidatos c ON c.id_candidato = a.id_candidato
        JOIN vacantes v ON v.id_vacante = a.id_vacante
        JOIN requisiciones r ON r.id_requisicion = v.id_requisicion
        JOIN puestos pu ON pu.id_puesto = r.id_puesto
        LEFT JOIN centros_trabajo ct ON ct.id_centro_trabajo = r.id_centro_trabajo
      WHERE a.id_asignacion = ${id_asignacion}`
    if (row === undefined) return yield* refuseField("id_asignacion", m.asignacionNoExiste)
    if (!isVisible(row.ve)) return yield* forbidden()
    return row
  })

/** The candidate may still receive an offer in that vacancy. */
const checkOpen = (facts: AssignmentFacts) =>
  facts.tipo_etapa === "Descartado" || facts.estado_candidato === "Descartado"
    ? refuse(409, m.descartado)
    : facts.tipo_etapa === "Contratado" || facts.estado_candidato === "Contratado"
      ? refuse(409, m.contratado)
      : Effect.void

const checkNoOtherOffer = (id_asignacion: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const other = yield* sql`SELECT 1 AS x FROM sel_ofertas WHERE id_asignacion = ${id_asignacion} AND estado IN ${sql.in([...liveOfferStates])}`
    if (other.length > 0) return yield* refuse(409, m.otraOferta)
  })

const num = (v: number | string | null): number | null => (v === null ? null : Number(v))

export const offersTable: RecordTable<Offer> = {
  descriptor: offers,
  endpoints: offersEndpoints,
  entity: "oferta",
  table: "sel_ofertas",
  from: `sel_ofertas t
    JOIN sel_asignaciones a ON a.id_asignacion = t.id_asignacion
    JOIN candidatos c ON c.id_candidato = a.id_candidato
    JOIN vacantes v ON v.id_vacante = a.id_vacante
    JOIN requisiciones r ON r.id_requisicion = v.id_requisicion
    JOIN puestos pu ON pu.id_puesto = r.id_puesto
    LEFT JOIN catalogo_contratos cc ON cc.id_tipo_contrato = t.id_tipo_contrato
    LEFT JOIN sel_plantillas_oferta sp ON sp.id_plantilla = t.id_plantilla`,
  expressions: {
    id_empresa: "r.id_empresa",
    n_tipo_contrato: "cc.n_tipo_contrato",
    texto_plantilla: "sp.texto",
    n_candidato: fullNameSql("c"),
    n_vacante: "v.titulo",
    n_puesto: "pu.n_puesto",
    id_vacante: "a.id_vacante",
    id_centro_trabajo: "r.id_centro_trabajo",
    id_empleado_responsable: "COALESCE(v.id_reclutador, r.id_empleado_solicitante)",
    nivel_actual: `(SELECT MIN(z.nivel) FROM autorizaciones z WHERE z.origen = '${offerOrigin}' AND z.id_origen = t.id_oferta AND z.resultado IS NULL)`,
  },
  references: { id_tipo_contrato: { table: "catalogo_contratos", column: "id_tipo_contrato", activeOnly: true } },
  generatedKey: () => nextSerialKey("sel_ofertas"),
  hookColumns: ["folio", "salario_mensual", "fuera_tabulador"],
  hooks: {
    beforeWrite: (request, mode, stored, ctx) =>
      Effect.gen(function* () {
        const id_asignacion = stored?.id_asignacion ?? request.id_asignacion
        const facts = yield* assignmentFacts(id_asignacion, ctx.principal)
        yield* checkOpen(facts)
        yield* checkFreeText({ prestaciones_extra: request.prestaciones_extra }, "La oferta")
        if (mode === "add") yield* checkNoOtherOffer(id_asignacion)
        const [dates] = offerDateProblems(request, yield* todayInMexico)
        if (dates !== undefined) return yield* refuseField(dates.field, dates.message)
        const type = yield* activeContractType(request.id_tipo_contrato)
        if (request.dias_prueba !== null) {
          if (!type.permite_prueba) return yield* refuseField("dias_prueba", m.pruebaNoPermitida)
          const probation = offerProbationProblem(request.dias_prueba, { tipo_puesto: facts.tipo_puesto, especializado: false })
          if (probation !== undefined) return yield* refuseField("dias_prueba", probation)
        }
        const legal = yield* legalParameterReader
        const minimum = yield* legal.minimumWageOn(facts.id_zona ?? "GEN", request.f_ingreso_propuesta)
        if (minimumWageProblem(request.salario_diario, minimum.kind === "found" ? minimum.row : null) !== undefined) {
          return yield* refuseField("salario_diario", m.salarioMinimo)
        }
      }),
    toColumns: (request, mode, stored, ctx) =>
      Effect.gen(function* () {
        const facts = yield* assignmentFacts(stored?.id_asignacion ?? request.id_asignacion, ctx.principal)
        const own = fieldColumns(offers, request, mode)
        const derived = {
          salario_mensual: monthlySalary(request.salario_diario),
          fuera_tabulador: outsideTabulador(request.salario_diario, { salario_min: num(facts.salario_min), salario_max: num(facts.salario_max) }) ? "1" : "0",
        }
        if (mode === "edit") return { ...own, ...derived }
        const today = yield* todayInMexico
        const folio = yield* nextFolio(folioSeries.ofertaCandidato, Number(facts.id_empresa), Number(today.slice(0, 4)))
        return { ...own, ...derived, folio, estado: "Borrador" }
      }),
    beforeTransition: (transition, stored, _input, ctx) =>
      Effect.gen(function* () {
        // The candidate may have been discarded (or hired) since the draft was written.
        if (transition === "enviar" || transition === "aceptar") yield* checkOpen(yield* assignmentFacts(stored.id_asignacion, ctx.principal))
        return {}
      }),
    afterReached: (transition, key) =>
      Effect.gen(function* () {
        if (transition === "enviar") return yield* afterCommit(mailOfferLetter(offersTable, Number(key.id_oferta)))
        if (transition !== "aceptar") return
        const sql = yield* SqlClient.SqlClient
        const today = yield* todayInMexico
        yield* sql`UPDATE candidatos SET estado = 'Seleccionado', f_ultima_actividad = ${today}
          WHERE id_candidato = (SELECT a.id_candidato FROM sel_ofertas o JOIN sel_asignaciones a ON a.id_asignacion = o.id_asignacion
            WHERE o.id_oferta = ${Number(key.id_oferta)})`
      }),
  },
  documents: { "carta-oferta": offerLetterDocument },
}
