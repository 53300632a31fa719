import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { companies, companiesEndpoints, companyMessages, rfcCheckDigitOverridden } from "../../domain/organizacion/empresas"
import type { EntityOf, RequestOf } from "../../domain/records/descriptor"
import { refuse } from "../http/failure"
import { fieldColumns } from "../records/field-columns"
import type { RecordTable } from "../records/table"
import { dropUnusedLogos, logoStored } from "./empresas-logo"

// Empresas: stored as described, with the employer registrations and periodicities in their own
// tables. What is its own: the fiscal address must be one place (the estado of the país, the
// ciudad of the estado), an employer registration belongs to one company in the system, a
// company with active collaborators stays active, and one with work centres is not deleted.

type Company = typeof companies
type Asked = RequestOf<Company>
type Stored = EntityOf<Company>

// A child row's values are not typed by the descriptor: the request's schema made this one text.
const registrationsOf = (request: Asked): ReadonlyArray<string> =>
  request.registros_patronales.map((r) => (typeof r.registro_patronal === "string" ? r.registro_patronal.toLowerCase() : ""))

/** An address's place as a write asks for it: the address fields' own types (domain/organizacion/address.ts), which centres share. */
type AskedPlace = Pick<Asked, "id_pais" | "id_estado" | "id_ciudad">

/** An address is one place: the estado of the país, the ciudad of the estado (work centres use it too). */
export const checkPlace = (request: AskedPlace) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (request.id_estado !== null) {
      const [estado] = yield* sql<{ id_pais: number }>`SELECT id_pais FROM estados WHERE id_estado = ${request.id_estado}`
      if (estado === undefined || estado.id_pais !== request.id_pais) return yield* refuse(400, companyMessages.estadoDelPais)
    }
    if (request.id_ciudad !== null) {
      const [ciudad] = yield* sql<{ id_estado: number }>`SELECT id_estado FROM ciudades WHERE id_ciudad = ${request.id_ciudad}`
      if (ciudad === undefined || ciudad.id_estado !== request.id_estado) return yield* refuse(400, companyMessages.ciudadDelEstado)
    }
  })

/** Another company already holds one of these registrations (the unique index also says so, less clearly). */
const checkRegistrations = (request: Asked) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const wanted = registrationsOf(request)
    if (wanted.length === 0) return
    const taken = yield* sql`SELECT 1 AS x FROM empresas_registros_patronales
      WHERE LOWER(registro_patronal) IN ${sql.in(wanted)} AND id_empresa <> ${request.id_empresa}`
    if (taken.length > 0) return yield* refuse(409, companyMessages.registroPatronalOcupado)
  })

/** Arbitrary constant naming the advisory lock that makes two saves of one RFC take turns. */
const rfcLockKey = 6_020_001

/**
 * One RFC, one active company: a second would split one taxpayer's employees, registrations and
 * letterheads between two records. An inactive company may keep a repeated RFC (a company that
 * was replaced), but becomes active again only once no other active company holds it.
 */
const checkRfc = (request: Asked) =>
  Effect.gen(function* () {
    if (request.activo !== "1") return
    const rfc = request.rfc
    const sql = yield* SqlClient.SqlClient
    // Two saves of one RFC at once: on PostgreSQL the second waits here until the first commits,
    // and its check then sees it (SQLite has a single writer).
    yield* sql.onDialectOrElse({ pg: () => Effect.asVoid(sql`SELECT pg_advisory_xact_lock(${rfcLockKey})`), orElse: () => Effect.void })
    const taken = yield* sql`SELECT 1 AS x FROM empresas
      WHERE UPPER(rfc) = ${rfc.toUpperCase()} AND activo = '1' AND id_empresa <> ${request.id_empresa} LIMIT 1`
    if (taken.length > 0) return yield* refuse(409, companyMessages.rfcOcupado)
  })

/** The logo a save keeps must be an upload of this company (its own endpoint checked the bytes). */
const checkLogo = (request: Asked) =>
  Effect.gen(function* () {
    if (request.logo === null) return
    if (!(yield* logoStored(request.id_empresa, request.logo))) return yield* refuse(400, companyMessages.logoNoEncontrado)
  })

/** A registration a work centre names stays with the company (the centre would name nothing). */
const checkRegistrationsInUse = (request: Asked, stored: Stored | undefined) =>
  Effect.gen(function* () {
    if (stored === undefined) return
    const sql = yield* SqlClient.SqlClient
    const kept = new Set(registrationsOf(request))
    const used = yield* sql<{ r: string }>`SELECT DISTINCT id_registro_patronal AS r FROM centros_trabajo
      WHERE id_empresa = ${stored.id_empresa} AND id_registro_patronal IS NOT NULL`
    if (used.some((u) => !kept.has(u.r.toLowerCase()))) return yield* refuse(409, companyMessages.registroPatronalEnUso)
  })

const checkDeactivation = (request: Asked, stored: Stored | undefined) =>
  Effect.gen(function* () {
    if (request.activo !== "0" || stored === undefined || stored.activo !== "1") return
    const sql = yield* SqlClient.SqlClient
    const active = yield* sql`SELECT 1 AS x FROM empleados WHERE id_empresa = ${stored.id_empresa} AND activo = '1' LIMIT 1`
    if (active.length > 0) return yield* refuse(409, companyMessages.conColaboradores)
  })

export const companiesTable: RecordTable<Company> = {
  descriptor: companies,
  endpoints: companiesEndpoints,
  entity: "empresa",
  table: "empresas",
  // The defaults of the company's new centres, checked as a centre's own zone and plaza are.
  references: { id_zona: { table: "zonas", column: "id_zona", activeOnly: true }, id_plaza: { table: "plazas", column: "id_plaza", activeOnly: true } },
  expressions: {
    registros: "(SELECT COUNT(*) FROM empresas_registros_patronales rp WHERE rp.id_empresa = t.id_empresa)",
  },
  children: {
    registros_patronales: { table: "empresas_registros_patronales", parent: { id_empresa: "id_empresa" }, order: "orden" },
    periodicidades: { table: "empresas_periodicidades", parent: { id_empresa: "id_empresa" }, order: "orden" },
  },
  hooks: {
    beforeWrite: (request, _mode, stored) =>
      Effect.gen(function* () {
        yield* checkPlace(request)
        yield* checkRfc(request)
        yield* checkRegistrations(request)
        yield* checkRegistrationsInUse(request, stored)
        yield* checkLogo(request)
        yield* checkDeactivation(request, stored)
      }),
    toColumns: (request, mode, _stored, ctx) =>
      Effect.succeed({
        ...fieldColumns(companies, request, mode),
        // The creator's role sees a new company until its first work centre is granted.
        ...(mode === "add" ? { id_rol_alta: ctx.principal.id_rol } : {}),
      }),
    beforeDelete: (stored) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const centres = yield* sql`SELECT 1 AS x FROM centros_trabajo WHERE id_empresa = ${stored.id_empresa} LIMIT 1`
        if (centres.length > 0) return yield* refuse(409, companyMessages.conCentros)
      }),
    // The logo's bytes belong to the company alone.
    cascade: (stored) => dropUnusedLogos(stored.id_empresa, null),
    // A create hands over the key alone while the caller cannot read the company back: no logo then.
    afterWrite: (stored, mode) => (mode === "delete" ? Effect.void : dropUnusedLogos(stored.id_empresa, stored.logo ?? null)),
    auditDetail: (stored) =>
      rfcCheckDigitOverridden(stored)
        ? `RFC ${stored.rfc} guardado con un dígito verificador que no corresponde al cálculo: marcado como verificado en el portal del SAT`
        : undefined,
  },
}
