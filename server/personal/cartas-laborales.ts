import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { defaultAddressee, letterDueDays, letterMessages, unflaggedMessage, unflaggedPlaceholder } from "../../domain/personal/documents-vocabulary"
import { employmentLetters, employmentLettersEndpoints } from "../../domain/personal/cartas-laborales"
import { refuse } from "../http/failure"
import { todayInMexico } from "../organizacion/in-force"
import { employeeName } from "../organizacion/centros-trabajo"
import type { RequestOf } from "../../domain/records/descriptor"
import type { RecordTable } from "../records/table"
import { nextSerialKey } from "../records/serial-key"
import { letterDocument } from "./cartas-laborales-document"
import { checkPortalLink, linkAuditDetail } from "./portal-request-link"
import { employeeOwnedExpressions, employeeOwnedFrom } from "./employee-owned"

// The cartas laborales' RecordTable (descriptor: domain/personal/cartas-laborales.ts). The generic
// handlers list, read, create, update, export and delete; the hooks add the letter's own rules:
// - only a Solicitada letter is edited or deleted; an issued one is frozen (server/personal/
//   letter-issue.ts issues and reissues);
// - the type must be active; a término letter needs an employee with a baja;
// - the signer is an active employee of the letter's employee's company;
// - a text that names private data needs its flag: the salary "Incluir salario", the NSS, RFC
//   and CURP "Incluir NSS y RFC" (a constancia without them must not print them by accident;
//   domain/personal/documents-vocabulary.ts letterPrivacyFlags);
// - f_solicitud defaults to today (never later), dirigido_a to 'A QUIEN CORRESPONDA', the text
//   to the type's template; f_limite is f_solicitud + 3 days (LFT art. 132-VIII);
// - a letter requested from a kiosk constancia request (id_solicitud) checks it first and keeps
//   the link; the request is Atendida when the letter is issued (./letter-issue.ts).

type LetterRequest = RequestOf<typeof employmentLetters>

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
    if (e === undefined || e.activo === "1" || e.f_baja === null || e.f_baja.trim() === "") return yield* refuse(409, letterMessages.terminoSinBaja)
  })

const checkSigner = (id_firmante: number, id_empleado: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [ok] = yield* sql<{ n: number | string }>`
      SELECT COUNT(*) AS n FROM empleados f JOIN empleados e ON e.id_empresa = f.id_empresa
      WHERE f.id_empleado = ${id_firmante} AND f.activo = '1' AND e.id_empleado = ${id_empleado}`
    if (Number(ok?.n ?? 0) === 0) return yield* refuse(400, letterMessages.firmanteInvalido)
  })

const editable = (stored: { readonly estado: string | null } | undefined) =>
  stored !== undefined && stored.estado !== "Solicitada" ? Effect.fail(refuse(409, letterMessages.emitida)) : Effect.void

/** The letter's text: the one typed, or the type's template when left empty. */
const textOf = (request: LetterRequest, tipo: LetterType): string => request.texto ?? tipo.plantilla ?? ""

export const employmentLettersTable: RecordTable<typeof employmentLetters> = {
  descriptor: employmentLetters,
  endpoints: employmentLettersEndpoints,
  entity: "carta laboral",
  table: "cartas_laborales",
  from: employeeOwnedFrom(
    "cartas_laborales",
    "JOIN tipos_carta tc ON tc.id_tipo_carta = t.id_tipo_carta",
    "JOIN empleados fi ON fi.id_empleado = t.id_firmante",
    "LEFT JOIN puestos fp ON fp.id_puesto = fi.id_puesto",
    "LEFT JOIN cartas_laborales co ON co.id_carta = t.id_carta_origen",
  ),
  expressions: {
    ...employeeOwnedExpressions,
    n_tipo_carta: "COALESCE(t.titulo, tc.n_tipo_carta)",
    firmante: `COALESCE(t.firmante_nombre, ${employeeName("fi")})`,
    // An issued letter keeps the puesto it was signed with; a request shows the signer's own now.
    firmante_puesto: "CASE WHEN t.estado = 'Emitida' THEN t.firmante_puesto ELSE fp.n_puesto END",
    folio_origen: "co.folio",
  },
  // Overdue from the day after f_limite in Mexico City, not from 18:00 of f_limite (UTC's day).
  dayExpressions: {
    vencida: (today) => `CASE WHEN t.estado = 'Solicitada' AND t.f_limite < ${today} THEN '1' ELSE '0' END`,
  },
  generatedKey: () => nextSerialKey("cartas_laborales"),
  documents: { carta: letterDocument },
  hooks: {
    beforeWrite: (request, mode, stored, ctx) =>
      Effect.gen(function* () {
        yield* editable(stored)
        if (mode === "add") yield* checkPortalLink("cartas-laborales", request, ctx.principal)
        const id_empleado = stored?.id_empleado ?? request.id_empleado
        const tipo = yield* activeLetterType(request.id_tipo_carta)
        yield* checkClassFits(tipo.clase_carta, id_empleado)
        yield* checkSigner(request.id_firmante, id_empleado)
        const today = yield* todayInMexico
        if (request.f_solicitud !== null && request.f_solicitud > today) return yield* refuse(400, letterMessages.solicitudFutura)
        const texto = textOf(request, tipo)
        if (texto.trim() === "") return yield* refuse(400, letterMessages.textoVacio)
        const unflagged = unflaggedPlaceholder(texto, request)
        if (unflagged !== null) return yield* refuse(400, unflaggedMessage(unflagged))
      }),
    // The audit stamps are the descriptor's (createdStamps, changedStamp): the platform fills them.
    toColumns: (request, mode) =>
      Effect.gen(function* () {
        const tipo = yield* activeLetterType(request.id_tipo_carta)
        const f_solicitud = request.f_solicitud ?? (yield* todayInMexico)
        const common = {
          id_tipo_carta: request.id_tipo_carta,
          f_solicitud,
          f_limite: addDays(f_solicitud, letterDueDays),
          dirigido_a: request.dirigido_a ?? defaultAddressee,
          incluir_salario: request.incluir_salario,
          incluir_nss_rfc: request.incluir_nss_rfc,
          id_firmante: request.id_firmante,
          texto: textOf(request, tipo),
        }
        return mode === "add" ? { ...common, id_empleado: request.id_empleado, estado: "Solicitada", id_solicitud: request.id_solicitud ?? null } : common
      }),
    beforeDelete: (stored) => (stored.estado === "Solicitada" ? Effect.void : Effect.fail(refuse(409, letterMessages.emitidaNoSeBorra))),
    auditDetail: linkAuditDetail,
  },
}
