import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type DncSendRequest, dncPriorityOf, dncSendRefusal, type dncSendEndpoints, dncSendMessages as m } from "../../domain/clima-laboral/planes-accion-api"
import { holdsAny } from "../../domain/catalog"
import { dncNeeds } from "../../domain/formacion/proyectos-dnc-needs"
import { auditNote } from "../audit/trail"
import { capturingProject } from "../formacion/proyectos-dnc-project-lock"
import { moveTotals } from "../formacion/proyectos-dnc-totals"
import { refuse, refuseField } from "../http/failure"
import { type HandlerContext, type HandlersOf, ok, principalOf } from "../http/handler"
import { enforceScope } from "../http/record-scope"
import { scopeCondition } from "../records/queries"
import { nextSerial } from "../records/serial-key"
import { stampColumns } from "../records/stamps"

// A training action of a climate plan sent to Formación (domain/clima-laboral/planes-accion-api.ts).
// It asks CLI240 (the route) and FOR100 (here: Formación's write, gone when Formación is switched
// off); the action is read inside the caller's centres, the DNC project inside their companies
// and through Formación's own lock (exists, in capture; ./formacion/proyectos-dnc-project-lock.ts),
// so the need lands as a need captured by hand would. The action names the need in the same
// transaction, and only while it names none: a second send (even two at once) is a 409.

/** [D] A day's course per person, as an imported gap: Formación prices and schedules it. */
const hours = 8

interface ActionRow {
  readonly accion: string
  readonly tipo_accion: string
  readonly estado: string
  readonly nivel_detectado: string | null
  readonly id_necesidad: number | string | null
  readonly n_proyecto_dnc: string | null
  readonly id_empresa: number | string
  readonly id_centro_trabajo: number | string
}

const send = (request: DncSendRequest, context: HandlerContext) =>
  Effect.gen(function* () {
    const principal = yield* principalOf(context)
    if (!holdsAny(principal.keys, ["FOR100"])) return yield* refuse(403, m.sinFormacion)
    const sql = yield* SqlClient.SqlClient
    const [action] = yield* sql<ActionRow>`
      SELECT a.accion, a.tipo_accion, a.estado, a.nivel_detectado, a.id_necesidad, d.n_proyecto AS n_proyecto_dnc, p.id_empresa, p.id_centro_trabajo
      FROM clima_acciones a JOIN proyectos_clima p ON p.id_proyecto = a.id_proyecto
        LEFT JOIN proyectos_dnc d ON d.id_proyecto_dnc = a.id_proyecto_dnc
      WHERE a.id_accion = ${request.id_accion} AND ${scopeCondition(sql, "centro_trabajo", "p.id_centro_trabajo", principal, "in")}`
    if (action === undefined) return yield* refuse(404, m.noExiste)
    const refusal = dncSendRefusal({ sentTo: action.id_necesidad === null ? null : (action.n_proyecto_dnc ?? ""), tipo_accion: action.tipo_accion, estado: action.estado })
    if (refusal !== null) return yield* refuse(409, refusal)
    const company = Number(action.id_empresa)
    const project = yield* capturingProject(request.id_proyecto_dnc)
    yield* enforceScope({ id_empresa: "empresa" }, { id_empresa: project.id_empresa }, principal)
    if (project.id_empresa !== company) return yield* refuseField("id_proyecto_dnc", m.otraEmpresa)
    const [depto] = yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM departamentos WHERE id_depto = ${request.id_depto} AND id_empresa = ${company}`
    if (Number(depto?.n ?? 0) === 0) return yield* refuseField("id_depto", m.deptoAjeno)
    // Who would take it: the department's active people in the climate project's centre.
    const [people] = yield* sql<{ n: number | string }>`
      SELECT COUNT(*) AS n FROM empleados WHERE id_depto = ${request.id_depto} AND id_centro_trabajo = ${action.id_centro_trabajo} AND activo = '1'`
    const share = { participantes_estimados: Math.max(1, Number(people?.n ?? 0)), horas_estimadas: hours, costo_estimado: 0 }
    const id_necesidad = yield* nextSerial("necesidades_dnc")
    const row = {
      id_necesidad,
      id_proyecto_dnc: request.id_proyecto_dnc,
      nivel: "Departamento",
      id_depto: request.id_depto,
      tema: action.accion.trim().slice(0, 150),
      origen: "NOM-035",
      objetivo_153f: "III",
      prioridad: dncPriorityOf(action.nivel_detectado),
      ...share,
      ...(yield* stampColumns(dncNeeds, "add", principal.id_usuario)),
    }
    const [inserted] = yield* sql<{ id_necesidad: number | string }>`INSERT INTO necesidades_dnc ${sql.insert(row)} RETURNING id_necesidad`
    const need = Number(inserted?.id_necesidad)
    // The claim: only an action that names no need yet takes this one; the loser of two sends at
    // once finds it named and its transaction (with its need) rolls back.
    const claimed = yield* sql<{ id_accion: number }>`
      UPDATE clima_acciones SET id_proyecto_dnc = ${request.id_proyecto_dnc}, id_necesidad = ${need}
      WHERE id_accion = ${request.id_accion} AND id_necesidad IS NULL RETURNING id_accion`
    if (claimed.length === 0) {
      // The winner's project, which may not be this one.
      const [winner] = yield* sql<{ n_proyecto: string | null }>`
        SELECT d.n_proyecto FROM clima_acciones a LEFT JOIN proyectos_dnc d ON d.id_proyecto_dnc = a.id_proyecto_dnc WHERE a.id_accion = ${request.id_accion}`
      return yield* refuse(409, m.yaEnviada(winner?.n_proyecto ?? ""))
    }
    yield* moveTotals(request.id_proyecto_dnc, share, 1)
    yield* auditNote(context, { entidad: "acción del plan de clima laboral", clave: `id_accion=${request.id_accion}`, despues: { id_proyecto_dnc: request.id_proyecto_dnc, id_necesidad: need } })
    return ok({ id_necesidad: need, n_proyecto_dnc: project.n_proyecto }, m.enviada(project.n_proyecto))
  })

export const dncSendHandlers: HandlersOf<typeof dncSendEndpoints> = {
  enviarAccionDnc: (request, context) => send(request, context),
}
