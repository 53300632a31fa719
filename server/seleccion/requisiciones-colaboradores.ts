import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { EntityOf, RequestOf } from "../../domain/records/descriptor"
import { requisitions, requisitionsEndpoints } from "../../domain/seleccion/requisiciones-colaboradores"
import { requisitionMessages as m } from "../../domain/seleccion/requisiciones-colaboradores-vocabulary"
import { dayNumberOf, dayNumberSql, dayOfLiteral } from "../contratos/day-number-sql"
import { folioSeries, nextFolio } from "../documents/folio"
import { refuse, refuseField } from "../http/failure"
import { todayInMexico } from "../organizacion/in-force"
import { fieldColumns } from "../records/field-columns"
import { numberedNameSql } from "../records/person-name"
import { nextSerialKey } from "../records/serial-key"
import type { HookContext, RecordTable } from "../records/table"
import { checkFreeText } from "./palabras-vetadas"
import { requisitionDocument } from "./requisiciones-colaboradores-document"
import { createPositionOf } from "./requisiciones-colaboradores-position"

// SEL100's RecordTable (descriptor: domain/seleccion/requisiciones-colaboradores.ts). The generic
// handlers list, read, create, update (Borrador, Rechazada), delete (Borrador) and export; the
// workflow sends it to REQUISICION and cancels it. The hooks add the requisition's own part,
// judged in the write's transaction:
// - the centre is of the company, the department of the centre, the puesto of the company and
//   active, the reason active; a position is named unless the reason is a new puesto (then none),
//   and it is of the puesto and the department, in force, unoccupied and in no other live
//   requisition ('La posición ya no está disponible'); the replaced collaborator only for a
//   Sustitución, and then required;
// - f_requerida is today or later on the server's clock; salario_min ≤ salario_max within the
//   puesto's table (ORG500); the vacancies fit the puesto's authorized places left: plazas
//   autorizadas less its occupied positions less the vacancies of its other live requisitions;
// - the free texts hold no barred phrase (LFT 133-I);
// - sending judges the places and the position again (another requisition may have taken them);
//   cancelling is refused while a vacancy of it is open; a new puesto's position is created when
//   the requisition is authorized.

type Requisition = typeof requisitions
type Asked = RequestOf<Requisition>
type Stored = EntityOf<Requisition>

/** The states in which a requisition holds its places and its position. */
export const liveStates = ["En autorización", "Autorizada", "En proceso"] as const
const liveList = liveStates.map((s) => `'${s}'`).join(", ")

const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null)
const num = (v: unknown): number | null => (v === null || v === undefined || v === "" ? null : Number(v))

/** The reason's kind (BAJA, PUESTO_NUEVO, INCREMENTO, SUSTITUCION), refusing an unknown or inactive one. */
const reasonKind = (id: number, stored: number | null | undefined) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ clave: string; activo: string }>`SELECT clave, activo FROM sel_motivos_requisicion WHERE id_motivo = ${id}`
    // A reason deactivated later stays on the requisitions that name it.
    if (row === undefined || (row.activo !== "1" && id !== stored)) return yield* refuseField("id_motivo", m.motivoInactivo)
    return row.clave
  })

/** The puesto's places left for this requisition. */
export const placesLeft = (puesto: string, own: number | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const today = yield* todayInMexico
    // The puesto's row held first (PostgreSQL): two requisitions racing for its last place are
    // counted one after the other, so only one takes it.
    yield* sql.onDialectOrElse({ pg: () => sql`SELECT 1 AS x FROM puestos WHERE id_puesto = ${puesto} FOR UPDATE`, orElse: () => Effect.succeed([]) })
    const [row] = yield* sql<{ cap: number | string; ocupadas: number | string; pedidas: number | string }>`
      SELECT p.plazas_autorizadas AS cap,
        (SELECT COUNT(*) FROM posiciones x WHERE x.id_puesto = p.id_puesto AND (x.f_fin IS NULL OR x.f_fin >= ${today})
          AND EXISTS (SELECT 1 FROM ocupaciones_posicion o WHERE o.id_posicion = x.id_posicion AND o.f_inicio <= ${today} AND (o.f_fin IS NULL OR o.f_fin >= ${today}))) AS ocupadas,
        (SELECT COALESCE(SUM(r.num_vacantes), 0) FROM requisiciones r
          WHERE r.id_puesto = p.id_puesto AND r.estado IN (${sql.literal(liveList)}) AND r.id_requisicion <> ${own ?? -1}) AS pedidas
      FROM puestos p WHERE p.id_puesto = ${puesto}`
    return row === undefined ? 0 : Number(row.cap) - Number(row.ocupadas) - Number(row.pedidas)
  })

const checkPlaces = (puesto: string, vacancies: number, own: number | null, status: number) =>
  Effect.gen(function* () {
    const left = yield* placesLeft(puesto, own)
    if (vacancies > left) return yield* refuseField("num_vacantes", m.plazas(Math.max(left, 0)), status)
  })

/** The position is of the puesto and department, in force, unoccupied today and in no other live requisition. */
const checkPosition = (r: { id_posicion: string; id_puesto: string; id_depto: number }, own: number | null, status: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const today = yield* todayInMexico
    const [p] = yield* sql<{ id_puesto: string; id_depto: number | string; libre: number | string }>`
      SELECT p.id_puesto, p.id_depto,
        CASE WHEN (p.f_fin IS NULL OR p.f_fin >= ${today})
          AND NOT EXISTS (SELECT 1 FROM ocupaciones_posicion o WHERE o.id_posicion = p.id_posicion AND (o.f_fin IS NULL OR o.f_fin >= ${today}))
          AND NOT EXISTS (SELECT 1 FROM requisiciones r WHERE r.id_posicion = p.id_posicion AND r.estado IN (${sql.literal(liveList)}) AND r.id_requisicion <> ${own ?? -1})
        THEN 1 ELSE 0 END AS libre
      FROM posiciones p WHERE p.id_posicion = ${r.id_posicion}`
    if (p === undefined || p.id_puesto !== r.id_puesto || Number(p.id_depto) !== r.id_depto) return yield* refuseField("id_posicion", m.posicionAjena)
    if (Number(p.libre) !== 1) return yield* refuseField("id_posicion", m.posicionNoLibre, status)
  })

/** The centre is of the company, the department of the centre, the puesto of the company and active. */
const checkPlacement = (request: Asked, stored: Stored | undefined) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [c] = yield* sql<{ id_empresa: number | string }>`SELECT id_empresa FROM centros_trabajo WHERE id_centro_trabajo = ${request.id_centro_trabajo}`
    if (c === undefined || Number(c.id_empresa) !== request.id_empresa) return yield* refuseField("id_centro_trabajo", m.centroAjeno)
    const [d] = yield* sql<{ id_centro_trabajo: number | string }>`SELECT id_centro_trabajo FROM departamentos WHERE id_depto = ${request.id_depto}`
    if (d === undefined || Number(d.id_centro_trabajo) !== request.id_centro_trabajo) return yield* refuseField("id_depto", m.deptoAjeno)
    const [p] = yield* sql<{ id_empresa: number | string; activo: string }>`SELECT id_empresa, activo FROM puestos WHERE id_puesto = ${request.id_puesto}`
    const keeps = stored !== undefined && stored.id_puesto === request.id_puesto
    if (p === undefined || Number(p.id_empresa) !== request.id_empresa || (p.activo !== "1" && !keeps)) return yield* refuseField("id_puesto", m.puestoAjeno)
  })

/** salario_min ≤ salario_max, both within the puesto's table where it has one. */
const checkSalary = (request: Asked) =>
  Effect.gen(function* () {
    if (request.salario_min > request.salario_max) return yield* refuseField("salario_max", m.salariosInvertidos)
    const sql = yield* SqlClient.SqlClient
    const [p] = yield* sql<{ salario_min: number | string | null; salario_max: number | string | null }>`SELECT salario_min, salario_max FROM puestos WHERE id_puesto = ${request.id_puesto}`
    const low = num(p?.salario_min)
    const high = num(p?.salario_max)
    if (low !== null && request.salario_min < low) return yield* refuseField("salario_min", m.fueraTabulador)
    if (high !== null && request.salario_max > high) return yield* refuseField("salario_max", m.fueraTabulador)
  })

const checkRequisition = (request: Asked, stored: Stored | undefined) =>
  Effect.gen(function* () {
    yield* checkPlacement(request, stored)
    const kind = yield* reasonKind(request.id_motivo, stored?.id_motivo)
    const own = stored === undefined ? null : stored.id_requisicion
    const today = yield* todayInMexico
    if (request.f_requerida < today) return yield* refuseField("f_requerida", m.fechaPasada)
    if (kind === "PUESTO_NUEVO") {
      if (str(request.id_posicion) !== null) return yield* refuseField("id_posicion", m.posicionPuestoNuevo)
    } else {
      const posicion = str(request.id_posicion)
      if (posicion === null) return yield* refuseField("id_posicion", m.posicion)
      yield* checkPosition({ id_posicion: posicion, id_puesto: request.id_puesto, id_depto: request.id_depto }, own, 400)
    }
    if (kind === "SUSTITUCION" && request.id_empleado_sustituido === null) return yield* refuseField("id_empleado_sustituido", m.sustituido)
    if (kind !== "SUSTITUCION" && request.id_empleado_sustituido !== null) return yield* refuseField("id_empleado_sustituido", m.sustituidoSoloSustitucion)
    if (request.id_tipo_contrato !== null) {
      const sql = yield* SqlClient.SqlClient
      const found = yield* sql`SELECT 1 AS x FROM catalogo_contratos WHERE id_tipo_contrato = ${request.id_tipo_contrato} AND (activo = '1' OR id_tipo_contrato = ${stored?.id_tipo_contrato ?? ""})`
      if (found.length === 0) return yield* refuseField("id_tipo_contrato", m.tipoContratoInactivo)
    }
    yield* checkSalary(request)
    yield* checkPlaces(request.id_puesto, request.num_vacantes, own, 400)
    yield* checkFreeText({ justificacion: request.justificacion, requisitos_adicionales: request.requisitos_adicionales })
  })

/** The answer's figures and names: joined once per row of a page. */
const profileExpressions = {
  req_escolaridad: `(SELECT es.n_escolaridad || COALESCE(' · ' || pp.carrera, '') FROM puestos_perfil pp
    JOIN escolaridades es ON es.id_escolaridad = pp.id_escolaridad WHERE pp.id_puesto = t.id_puesto)`,
  req_experiencia: `(SELECT string_agg(x.area_o_puesto || ' (' || CAST(x.anios_min AS VARCHAR(3)) || ' años)', '; ' ORDER BY x.orden)
    FROM puestos_experiencia x WHERE x.id_puesto = t.id_puesto)`,
  req_idiomas: `(SELECT string_agg(i.n_idioma, ', ' ORDER BY x.orden) FROM puestos_idiomas x JOIN idiomas i ON i.id_idioma = x.id_idioma WHERE x.id_puesto = t.id_puesto)`,
  req_competencias: `(SELECT string_agg(c.n_competencia, ', ' ORDER BY x.tipo, x.orden) FROM puestos_competencias x
    JOIN competencias c ON c.id_competencia = x.id_competencia WHERE x.id_puesto = t.id_puesto)`,
}

export const requisitionsTable: RecordTable<Requisition> = {
  descriptor: requisitions,
  endpoints: requisitionsEndpoints,
  entity: "requisición",
  table: "requisiciones",
  from: `requisiciones t
    JOIN puestos pu ON pu.id_puesto = t.id_puesto
    JOIN departamentos dp ON dp.id_depto = t.id_depto
    JOIN sel_motivos_requisicion mo ON mo.id_motivo = t.id_motivo
    LEFT JOIN posiciones po ON po.id_posicion = t.id_posicion
    LEFT JOIN empleados so ON so.id_empleado = t.id_empleado_solicitante`,
  expressions: {
    n_puesto: "pu.n_puesto",
    n_depto: "dp.n_depto",
    n_motivo: "mo.n_motivo",
    clave_motivo: "mo.clave",
    n_posicion: "CASE WHEN po.id_posicion IS NULL THEN NULL ELSE po.id_posicion || ' · ' || po.n_posicion END",
    n_solicitante: `CASE WHEN so.id_empleado IS NULL THEN t.id_solicitante ELSE ${numberedNameSql("so")} END`,
    tabulador_min: "pu.salario_min",
    tabulador_max: "pu.salario_max",
    nivel_actual: "(SELECT MIN(a.nivel) FROM autorizaciones a WHERE a.origen = 'REQUISICION' AND a.id_origen = t.id_requisicion AND a.resultado IS NULL)",
    ...profileExpressions,
  },
  // Open days: from the request to today, or to the day it was filled or cancelled.
  dayExpressions: {
    dias_abierta: (today) =>
      `CASE WHEN t.estado IN ('Cubierta', 'Cancelada') THEN ${dayNumberSql("COALESCE(CAST(t.f_cubierta AS VARCHAR(10)), SUBSTR(t.f_modificacion, 1, 10), CAST(t.f_solicitud AS VARCHAR(10)))")} ELSE ${dayNumberOf(dayOfLiteral(today))} END - ${dayNumberSql("t.f_solicitud")}`,
  },
  generatedKey: () => nextSerialKey("requisiciones"),
  hookColumns: ["folio", "f_solicitud", "id_solicitante"],
  documents: { requisicion: requisitionDocument },
  hooks: {
    beforeWrite: (request, _mode, stored) => checkRequisition(request, stored),
    toColumns: (request, mode, _stored, ctx: HookContext) =>
      Effect.gen(function* () {
        const own = fieldColumns(requisitions, request, mode)
        if (mode !== "add") return own
        const today = yield* todayInMexico
        const folio = yield* nextFolio(folioSeries.requisicion, request.id_empresa, Number(today.slice(0, 4)))
        return { ...own, folio, estado: "Borrador", f_solicitud: today, id_solicitante: ctx.principal.id_usuario }
      }),
    beforeTransition: (transition, stored) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        if (transition === "enviar-autorizacion") {
          // Another requisition may have taken the places or the position since this one was saved.
          yield* checkPlaces(stored.id_puesto, stored.num_vacantes, stored.id_requisicion, 409)
          const posicion = str(stored.id_posicion)
          if (posicion !== null) yield* checkPosition({ id_posicion: posicion, id_puesto: stored.id_puesto, id_depto: stored.id_depto }, stored.id_requisicion, 409)
        }
        if (transition === "cancelar") {
          const open = yield* sql`SELECT 1 AS x FROM vacantes WHERE id_requisicion = ${stored.id_requisicion} AND estado IN ('Abierta', 'En pausa')`
          if (open.length > 0) return yield* refuse(409, m.cancelarConVacantes)
        }
        return {}
      }),
    afterReached: (transition, key) => (transition === "enviar-autorizacion" ? createPositionOf(Number(key.id_requisicion)) : Effect.void),
  },
}
