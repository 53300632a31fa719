import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { defaultAddressee, letterDueDays, letterMessages, usesSalary } from "../../domain/personal-documents"
import { employmentLetters, employmentLettersEndpoints } from "../../domain/records/personal/letters"
import { Now } from "../clock"
import { ApiFailure } from "../http/failure"
import { todayInMexico } from "../organization/in-force"
import { employeeName } from "../organization/work-centres"
import type { RecordTable, Row } from "../records/table"
import { checkPortalLink, linkAuditDetail, linkedId } from "./portal-request-link"

// The cartas laborales' RecordTable (descriptor: domain/records/personal/letters.ts). The generic
// handlers list, read, create, update, export and delete; the hooks add the letter's own rules:
// - only a Solicitada letter is edited or deleted; an issued one is frozen (server/personal/
//   letter-issue.ts issues and reissues);
// - the type must be active; a término letter needs an employee with a baja;
// - the signer is an active employee of the letter's employee's company;
// - a text that prints the salary needs "Incluir salario" (a constancia without salary must not
//   print one by accident);
// - f_solicitud defaults to today (never later), dirigido_a to 'A QUIEN CORRESPONDA', the text
//   to the type's template; f_limite is f_solicitud + 3 days (LFT art. 132-VIII);
// - a letter requested from a kiosk constancia request (id_solicitud) checks it first and keeps
//   the link; the request is Atendida when the letter is issued (./letter-issue.ts).

const refuse = (status: number, message: string) => new ApiFailure({ status, message })
const textOrNull = (v: unknown): string | null => (v === null || v === undefined || String(v).trim() === "" ? null : String(v))

const stamp = Effect.map(Now, (now) => new Date(now()).toISOString())

/** An ISO day plus n days. */
export const addDays = (iso: string, n: number): string => {
  const [y, m, d] = iso.split("-").map(Number)
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + n)).toISOString().slice(0, 10)
}

interface LetterType {
  readonly clase_carta: string
  readonly plantilla: string | null
  readonly n_tipo_carta: string
}

export const activeLetterType = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [tipo] = yield* sql<LetterType>`SELECT clase_carta, plantilla, n_tipo_carta FROM tipos_carta WHERE id_tipo_carta = ${id} AND activo = '1'`
    if (tipo === undefined) return yield* refuse(400, letterMessages.tipoNoExiste)
    return { ...tipo, clase_carta: tipo.clase_carta.trim() }
  })

/** A término letter is only for someone whose relationship ended. */
export const checkClassFits = (clase: string, id_empleado: number) =>
  Effect.gen(function* () {
    if (clase !== "TE") return
    const sql = yield* SqlClient.SqlClient
    const [e] = yield* sql<{ activo: string; f_baja: string | null }>`SELECT activo, f_baja FROM empleados WHERE id_empleado = ${id_empleado}`
    if (e === undefined || e.activo === "1" || textOrNull(e.f_baja) === null) return yield* refuse(409, letterMessages.terminoSinBaja)
  })

const checkSigner = (id_firmante: number, id_empleado: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [ok] = yield* sql<{ n: number | string }>`
      SELECT COUNT(*) AS n FROM empleados f JOIN empleados e ON e.id_empresa = f.id_empresa
      WHERE f.id_empleado = ${id_firmante} AND f.activo = '1' AND e.id_empleado = ${id_empleado}`
    if (Number(ok?.n ?? 0) === 0) return yield* refuse(400, letterMessages.firmanteInvalido)
  })

const editable = (stored: Row | undefined) => (stored !== undefined && stored.estado !== "Solicitada" ? Effect.fail(refuse(409, letterMessages.emitida)) : Effect.void)

/** The letter's text: the one typed, or the type's template when left empty. */
const textOf = (request: Row, tipo: LetterType): string => textOrNull(request.texto) ?? tipo.plantilla ?? ""

/** The next id: the identity's sequence on PostgreSQL, the next integer on SQLite (one writer). */
const nextLetterId = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [row] = yield* sql.onDialectOrElse({
    pg: () => sql<{ n: number | string }>`SELECT nextval(pg_get_serial_sequence('cartas_laborales', 'id_carta')) AS n`,
    orElse: () => sql<{ n: number | string }>`SELECT COALESCE(MAX(id_carta), 0) + 1 AS n FROM cartas_laborales`,
  })
  return { id_carta: Number(row?.n) }
})

export const employmentLettersTable: RecordTable = {
  descriptor: employmentLetters,
  endpoints: employmentLettersEndpoints,
  entity: "carta laboral",
  table: "cartas_laborales",
  from: `cartas_laborales t
    JOIN empleados e ON e.id_empleado = t.id_empleado
    JOIN tipos_carta tc ON tc.id_tipo_carta = t.id_tipo_carta
    JOIN empleados fi ON fi.id_empleado = t.id_firmante
    LEFT JOIN cartas_laborales co ON co.id_carta = t.id_carta_origen`,
  expressions: {
    colaborador: `COALESCE(e.num_empleado, '') || ' - ' || ${employeeName("e")}`,
    n_tipo_carta: "COALESCE(t.titulo, tc.n_tipo_carta)",
    firmante: `COALESCE(t.firmante_nombre, ${employeeName("fi")})`,
    folio_origen: "co.folio",
    id_empresa: "e.id_empresa",
    id_centro_trabajo: "e.id_centro_trabajo",
  },
  // Overdue from the day after f_limite in Mexico City, not from 18:00 of f_limite (UTC's day).
  dayExpressions: {
    vencida: (today) => `CASE WHEN t.estado = 'Solicitada' AND t.f_limite < ${today} THEN '1' ELSE '0' END`,
  },
  generatedKey: () => nextLetterId,
  hooks: {
    beforeWrite: (request, mode, stored, ctx) =>
      Effect.gen(function* () {
        yield* editable(stored)
        if (mode === "add") yield* checkPortalLink("cartas-laborales", request, ctx.principal)
        const id_empleado = Number(stored?.id_empleado ?? request.id_empleado)
        const tipo = yield* activeLetterType(Number(request.id_tipo_carta))
        yield* checkClassFits(tipo.clase_carta, id_empleado)
        yield* checkSigner(Number(request.id_firmante), id_empleado)
        const today = yield* todayInMexico
        const solicitud = textOrNull(request.f_solicitud)
        if (solicitud !== null && solicitud > today) return yield* refuse(400, letterMessages.solicitudFutura)
        const texto = textOf(request, tipo)
        if (texto.trim() === "") return yield* refuse(400, letterMessages.textoVacio)
        if (request.incluir_salario !== "1" && usesSalary(texto)) return yield* refuse(400, letterMessages.salarioSinMarcar)
      }),
    toColumns: (request, mode, _stored, ctx) =>
      Effect.gen(function* () {
        const tipo = yield* activeLetterType(Number(request.id_tipo_carta))
        const f_solicitud = textOrNull(request.f_solicitud) ?? (yield* todayInMexico)
        const common = {
          id_tipo_carta: Number(request.id_tipo_carta),
          f_solicitud,
          f_limite: addDays(f_solicitud, letterDueDays),
          dirigido_a: textOrNull(request.dirigido_a)?.trim() ?? defaultAddressee,
          incluir_salario: request.incluir_salario === "1" ? "1" : "0",
          incluir_nss_rfc: request.incluir_nss_rfc === "1" ? "1" : "0",
          id_firmante: Number(request.id_firmante),
          texto: textOf(request, tipo),
        }
        const at = yield* stamp
        return mode === "add"
          ? { ...common, id_empleado: Number(request.id_empleado), estado: "Solicitada", id_usuario_alta: ctx.principal.id_usuario, f_alta: at, id_solicitud: linkedId(request) }
          : { ...common, f_modificacion: at }
      }),
    beforeDelete: (stored) => (stored.estado === "Solicitada" ? Effect.void : Effect.fail(refuse(409, letterMessages.emitidaNoSeBorra))),
    auditDetail: linkAuditDetail,
  },
}
