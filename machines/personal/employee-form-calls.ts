import { catalogNames, getRegistroById, mainConnection } from "../../domain/api/catalogs"
import { employeeCatalogNames } from "../../domain/personal/employee-lookups"
import type { ApiPort } from "../records/api-port"
import type { LookupItem } from "../records/lookup-calls"

// The cascading selects of the employee record's form (Gestión de personal and the pre-alta of a
// candidate): a centre's departments, a company's puestos, registros patronales and
// periodicidades, and a department's vacant positions, each read for the field it hangs from.

type Row = Readonly<Record<string, unknown>>

/** A vacant position, with its puesto: the select offers those of the chosen puesto. */
export interface PositionItem extends LookupItem {
  readonly puesto: string
}

export const employeeFormCalls = (api: ApiPort) => {
  const lookup =
    (tabla: string, columnId: string, idColumn: string, label: (r: Row) => string) =>
    async (key: string): Promise<ReadonlyArray<LookupItem> | null> => {
      const result = await api.call(getRegistroById, { tabla, conexion: mainConnection, columnId, id: /^\d+$/.test(key) ? Number(key) : key })
      return result.ok ? result.value.result.map((r) => ({ id: String(r[idColumn]), label: label(r) })) : null
    }
  return {
    departments: lookup(catalogNames.departamentosDelRol, "id_centro_trabajo", "id_depto", (r) => String(r.n_depto ?? "")),
    puestos: lookup(catalogNames.puestosDelRol, "id_empresa", "id_puesto", (r) => `${String(r.n_puesto ?? "")} (${String(r.id_puesto)})`),
    registros: lookup(employeeCatalogNames.registrosPatronalesEmpresa, "id_empresa", "registro_patronal", (r) => String(r.registro_patronal)),
    periodicidades: lookup(employeeCatalogNames.periodicidadesEmpresa, "id_empresa", "id_periodicidad", (r) => `${String(r.id_periodicidad)} ${String(r.n_periodicidad ?? "")}`),
    /** Positions of a department with no open occupation (`id_depto`). */
    positions: async (depto: string): Promise<ReadonlyArray<PositionItem> | null> => {
      const result = await api.call(getRegistroById, { tabla: employeeCatalogNames.posicionesLibres, conexion: mainConnection, columnId: "id_depto", id: Number(depto) })
      return result.ok ? result.value.result.map((r) => ({ id: String(r.id_posicion), label: String(r.n_posicion ?? r.id_posicion), puesto: String(r.id_puesto) })) : null
    },
  }
}
