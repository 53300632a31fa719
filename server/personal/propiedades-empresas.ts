import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { companyProperties, companyPropertiesEndpoints } from "../../domain/personal/propiedades-empresas"
import { propertyMessages } from "../../domain/personal/propiedades-empresas-rules"
import { forbidden, refuse } from "../http/failure"
import { employeeName } from "../organizacion/centros-trabajo"
import { companyVisible } from "../records/queries"
import type { RecordTable, Row } from "../records/table"
import { isVisible } from "../records/visible"
import { nextSerialKey } from "../records/serial-key"

// The assets' RecordTable (descriptor: domain/personal/propiedades-empresas.ts). The
// generic handlers list, read, create, update, delete and export; the hooks add what is the
// asset's own:
// - the company exists and is the caller's (the router refuses another role's with 403), and
//   never changes once the asset exists; the type names a row of Tablas de referencia;
// - the serial and inventory numbers are unique within the company (the indexes of migration 0085
//   judge a race with the generic 409);
// - Asignado is the responsivas' state: never chosen here, and a lent asset keeps it until its
//   return is recorded (server/personal/propiedades-empresas-responsivas.ts keeps it in step);
// - an asset that was ever lent is not deleted (its responsivas are the history): it is given Baja.


const textOrNull = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : null)

const checkCompany = (id: number, idRol: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [company] = yield* sql<{ visible: unknown }>`
      SELECT CASE WHEN ${companyVisible(sql, sql.literal("em.id_empresa"), idRol)} THEN 1 ELSE 0 END AS visible
      FROM empresas em WHERE em.id_empresa = ${id}`
    if (company === undefined) return yield* refuse(400, "La empresa no existe")
    if (!isVisible(company.visible)) return yield* forbidden()
  })

/** A serial or inventory number another asset of the company holds already. */
const taken = (column: "num_serie" | "num_inventario", company: number, value: string | null, self: number | null) =>
  Effect.gen(function* () {
    if (value === null) return false
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT 1 AS x FROM propiedades
      WHERE id_empresa = ${company} AND UPPER(${sql(column)}) = ${value.toUpperCase()} AND id_propiedad <> ${self ?? -1}`
    return rows.length > 0
  })

export const companyPropertiesTable: RecordTable<typeof companyProperties> = {
  descriptor: companyProperties,
  endpoints: companyPropertiesEndpoints,
  entity: "propiedad",
  table: "propiedades",
  from: `propiedades t
    JOIN tipos_propiedad tp ON tp.id_tipo_propiedad = t.id_tipo_propiedad
    LEFT JOIN responsivas ra ON ra.id_propiedad = t.id_propiedad AND ra.f_devolucion IS NULL
    LEFT JOIN empleados ea ON ea.id_empleado = ra.id_empleado`,
  expressions: {
    n_tipo_propiedad: "tp.n_tipo_propiedad",
    asignado_a: `COALESCE(ea.num_empleado, '') || ' - ' || ${employeeName("ea")}`,
    id_responsiva_abierta: "ra.id_responsiva",
  },
  generatedKey: () => nextSerialKey("propiedades"),
  hooks: {
    beforeWrite: (request, mode, stored, ctx) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const company = mode === "edit" && stored !== undefined ? stored.id_empresa : request.id_empresa
        if (mode === "add") yield* checkCompany(company, ctx.principal.id_rol)
        const type = yield* sql`SELECT 1 AS x FROM tipos_propiedad WHERE id_tipo_propiedad = ${request.id_tipo_propiedad}`
        if (type.length === 0) return yield* refuse(400, propertyMessages.tipoInexistente)
        const self = mode === "edit" ? (stored?.id_propiedad ?? null) : null
        if (yield* taken("num_serie", company, textOrNull(request.num_serie), self)) return yield* refuse(409, propertyMessages.serieDuplicada)
        if (yield* taken("num_inventario", company, textOrNull(request.num_inventario), self)) return yield* refuse(409, propertyMessages.inventarioDuplicado)
        const lent = stored !== undefined && stored.id_responsiva_abierta !== null && stored.id_responsiva_abierta !== undefined
        if (lent && request.estado !== "Asignado") return yield* refuse(409, propertyMessages.asignadaSinCambio)
        if (!lent && request.estado === "Asignado") return yield* refuse(400, propertyMessages.estadoAsignado)
      }),
    toColumns: (request, mode) =>
      Effect.sync(() => {
        const own: Row = {
          id_tipo_propiedad: request.id_tipo_propiedad,
          descripcion: request.descripcion,
          marca: request.marca,
          modelo: request.modelo,
          num_serie: textOrNull(request.num_serie),
          num_inventario: textOrNull(request.num_inventario),
          valor: request.valor,
          f_adquisicion: request.f_adquisicion,
          f_vencimiento: request.f_vencimiento,
          estado: request.estado,
          observaciones: request.observaciones,
        }
        return mode === "add" ? { ...own, id_empresa: request.id_empresa } : own
      }),
    beforeDelete: (stored) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const loans = yield* sql`SELECT 1 AS x FROM responsivas WHERE id_propiedad = ${stored.id_propiedad}`
        if (loans.length > 0) return yield* refuse(409, propertyMessages.conResponsivas)
      }),
  },
}
