import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { workCentreMessages, workCentres, workCentresEndpoints } from "../../domain/organizacion/centros-trabajo"
import { forbidden, refuse } from "../http/failure"
import { upsertPermissions } from "../configuraciones/roles-usuario"
import { companyVisible } from "../records/queries"
import type { EntityOf, RequestOf } from "../../domain/records/descriptor"
import { fieldColumns } from "../records/field-columns"
import type { RecordTable } from "../records/table"
import { checkPlace } from "./empresas"
import { isVisible } from "../records/visible"
import { fullNameSql } from "../records/person-name"

// Centros de trabajo: stored as described, read with the names of their company, place and zone.
// What is their own: the company is one of the caller's, active for a new centre and never
// changed; the address is one place; the registro patronal is one of the company's; the zone and
// plaza exist; the responsable is an active collaborator of the caller's centres. A new centre is
// granted at once to its creator's role (else it would vanish from the creator's lists, which
// show granted centres only); a centre with departments or collaborators is not deleted, and
// deleting one takes its grants with it.

/** The employee's display name, as vt_lista_empleados spells it. */
export const employeeName = fullNameSql

type WorkCentre = typeof workCentres
type Asked = RequestOf<WorkCentre>

const checkCompany = (request: Asked, mode: "add" | "edit", stored: EntityOf<WorkCentre> | undefined, idRol: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (mode === "edit") {
      if (request.id_empresa !== stored?.id_empresa) return yield* refuse(400, workCentreMessages.empresaFija)
      return
    }
    const [company] = yield* sql<{ activo: unknown; visible: unknown }>`
      SELECT em.activo, CASE WHEN ${companyVisible(sql, sql.literal("em.id_empresa"), idRol)} THEN 1 ELSE 0 END AS visible
      FROM empresas em WHERE em.id_empresa = ${request.id_empresa}`
    if (company === undefined) return yield* refuse(400, workCentreMessages.empresaNoExiste)
    if (!isVisible(company.visible)) return yield* forbidden()
    if (company.activo !== "1") return yield* refuse(409, workCentreMessages.empresaInactiva)
  })

const checkRegistration = (request: Asked) =>
  Effect.gen(function* () {
    if (request.id_registro_patronal === null) return
    const sql = yield* SqlClient.SqlClient
    const found = yield* sql`SELECT 1 AS x FROM empresas_registros_patronales
      WHERE id_empresa = ${request.id_empresa} AND UPPER(registro_patronal) = ${request.id_registro_patronal.toUpperCase()}`
    if (found.length === 0) return yield* refuse(400, workCentreMessages.registroAjeno)
  })

/** The zone (required) and the plaza (optional) name active rows of their reference tables. */
const checkZoneAndPlaza = (request: Asked) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (request.id_zona !== null) {
      const zona = yield* sql`SELECT 1 AS x FROM zonas WHERE UPPER(id_zona) = ${request.id_zona.toUpperCase()} AND activo = '1'`
      if (zona.length === 0) return yield* refuse(400, workCentreMessages.zonaNoExiste)
    }
    if (request.id_plaza !== null) {
      const plaza = yield* sql`SELECT 1 AS x FROM plazas WHERE UPPER(id_plaza) = ${request.id_plaza.toUpperCase()} AND activo = '1'`
      if (plaza.length === 0) return yield* refuse(400, workCentreMessages.plazaNoExiste)
    }
  })

/** The responsable is an active collaborator of a centre the caller's role is granted. */
const checkResponsable = (request: Asked, idRol: string) =>
  Effect.gen(function* () {
    if (request.id_responsable === null) return
    const sql = yield* SqlClient.SqlClient
    const found = yield* sql`SELECT 1 AS x FROM empleados e
      WHERE e.id_empleado = ${request.id_responsable} AND e.activo = '1'
        AND EXISTS (SELECT 1 FROM permisos_rol pr WHERE pr.id_rol = ${idRol} AND pr.permiso = '1' AND pr.id_centro_trabajo = e.id_centro_trabajo)`
    if (found.length === 0) return yield* refuse(400, workCentreMessages.responsable)
  })

/** The stored text keys as their reference tables spell them (a typed 'gen' is stored 'GEN'). */
const canonicalKeys = (request: Asked) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const key = (table: "zonas" | "plazas" | "registros", value: string | null, id_empresa: number) =>
      Effect.gen(function* () {
        if (value === null) return null
        const upper = value.toUpperCase()
        const [row] =
          table === "zonas"
            ? yield* sql<{ k: string }>`SELECT id_zona AS k FROM zonas WHERE UPPER(id_zona) = ${upper}`
            : table === "plazas"
              ? yield* sql<{ k: string }>`SELECT id_plaza AS k FROM plazas WHERE UPPER(id_plaza) = ${upper}`
              : yield* sql<{ k: string }>`SELECT registro_patronal AS k FROM empresas_registros_patronales
                  WHERE id_empresa = ${id_empresa} AND UPPER(registro_patronal) = ${upper}`
        return row?.k ?? value
      })
    const company = request.id_empresa
    return {
      id_zona: yield* key("zonas", request.id_zona, company),
      id_plaza: yield* key("plazas", request.id_plaza, company),
      id_registro_patronal: yield* key("registros", request.id_registro_patronal, company),
    }
  })

/** Every role that holds a grant of the centre: their users' rights change with it. */
const bumpRoles = (id_centro_trabajo: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE roles SET version_permisos = version_permisos + 1
      WHERE id_rol IN (SELECT id_rol FROM permisos_rol WHERE id_centro_trabajo = ${id_centro_trabajo})`,
  )

export const workCentresTable: RecordTable<WorkCentre> = {
  descriptor: workCentres,
  endpoints: workCentresEndpoints,
  entity: "centro de trabajo",
  table: "centros_trabajo",
  from: `centros_trabajo t
    JOIN empresas em ON em.id_empresa = t.id_empresa
    LEFT JOIN estados es ON es.id_estado = t.id_estado
    LEFT JOIN ciudades ci ON ci.id_ciudad = t.id_ciudad
    LEFT JOIN zonas zo ON zo.id_zona = t.id_zona
    LEFT JOIN empleados rs ON rs.id_empleado = t.id_responsable`,
  expressions: {
    n_empresa: "em.n_empresa",
    n_estado: "es.n_estado",
    n_ciudad: "ci.n_ciudad",
    n_zona: "zo.n_zona",
    n_responsable: fullNameSql("rs"),
  },
  hooks: {
    beforeWrite: (request, mode, stored, ctx) =>
      Effect.gen(function* () {
        yield* checkCompany(request, mode, stored, ctx.principal.id_rol)
        yield* checkPlace(request)
        yield* checkRegistration(request)
        yield* checkZoneAndPlaza(request)
        yield* checkResponsable(request, ctx.principal.id_rol)
      }),
    toColumns: (request, mode) =>
      Effect.gen(function* () {
        const own = fieldColumns(workCentres, request, mode)
        // The company never changes (checked above); an update does not write it again.
        const { id_empresa: _company, ...editable } = own
        return { ...(mode === "add" ? own : editable), ...(yield* canonicalKeys(request)) }
      }),
    beforeDelete: (stored) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const id = stored.id_centro_trabajo
        const departments = yield* sql`SELECT 1 AS x FROM departamentos WHERE id_centro_trabajo = ${id} LIMIT 1`
        if (departments.length > 0) return yield* refuse(409, workCentreMessages.conDepartamentos)
        // Inactive collaborators too: their history (hires, terminations) names the centre.
        const employees = yield* sql`SELECT 1 AS x FROM empleados WHERE id_centro_trabajo = ${id} LIMIT 1`
        if (employees.length > 0) return yield* refuse(409, workCentreMessages.conColaboradores)
      }),
    // A grant of a centre that no longer exists means nothing, to any role: they all go, and the
    // rights of every role that held one change.
    cascade: (stored) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const id = stored.id_centro_trabajo
        yield* bumpRoles(id)
        yield* sql`DELETE FROM permisos_rol WHERE id_centro_trabajo = ${id}`
      }),
    // The row handed over is the key alone while the centre is not granted yet (the caller cannot
    // read it back), so the company is read from the table.
    afterWrite: (stored, mode, ctx) =>
      Effect.gen(function* () {
        if (mode !== "add") return
        const sql = yield* SqlClient.SqlClient
        const id = stored.id_centro_trabajo
        const [centre] = yield* sql<{ id_empresa: number }>`SELECT id_empresa FROM centros_trabajo WHERE id_centro_trabajo = ${id}`
        if (centre === undefined) return
        const grant = [{ id_empresa: centre.id_empresa, id_centro_trabajo: id, permiso: "1" as const }]
        yield* upsertPermissions(ctx.principal.id_rol, grant)
        // A role that grants every other centre (the administrators' "all work centres" role)
        // keeps granting every centre: otherwise a centre made by a narrower role would stay out
        // of the administrators' lists until someone granted it by hand.
        const everywhere = yield* sql<{ id_rol: string }>`SELECT r.id_rol FROM roles r
          WHERE r.id_rol <> ${ctx.principal.id_rol}
            AND EXISTS (SELECT 1 FROM permisos_rol p WHERE p.id_rol = r.id_rol AND p.permiso = '1')
            AND NOT EXISTS (SELECT 1 FROM centros_trabajo c WHERE c.id_centro_trabajo <> ${id}
              AND NOT EXISTS (SELECT 1 FROM permisos_rol p WHERE p.id_rol = r.id_rol AND p.id_centro_trabajo = c.id_centro_trabajo AND p.permiso = '1'))`
        for (const role of everywhere) yield* upsertPermissions(role.id_rol, grant)
      }),
  },
}
