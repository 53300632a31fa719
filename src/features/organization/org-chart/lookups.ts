import { catalogNames, getRegistroById, mainConnection } from "../../../../domain/api/catalogs"
import { getEmpresasSelect } from "../../../../domain/api/organization-companies"
import type { SelectItem } from "../../../ui/SearchSelect"
import { api } from "../../../app/api"

// The filters' lookups (module constants, as useLoaded asks): the caller's companies, a company's
// centres, and the departments of a centre or, without one, of the company. The server limits
// every list to the caller's work centres.

export const loadCompanies = async (): Promise<ReadonlyArray<SelectItem> | null> => {
  const result = await api.call(getEmpresasSelect, {})
  return result.ok ? result.value.result.map((c) => ({ id: String(c.id_empresa), label: c.n_empresa })) : null
}

export const loadCentres = async (idEmpresa: string): Promise<ReadonlyArray<SelectItem> | null> => {
  const result = await api.call(getRegistroById, { tabla: catalogNames.centrosDelRol, conexion: mainConnection, columnId: "id_empresa", id: Number(idEmpresa) })
  return result.ok ? result.value.result.map((r) => ({ id: String(r.id_centro_trabajo), label: String(r.n_centro_trabajo ?? "") })) : null
}

/** `key` is `centro:<id>` or `empresa:<id>`. */
export const loadDepartments = async (key: string): Promise<ReadonlyArray<SelectItem> | null> => {
  const [column, id] = key.startsWith("centro:") ? ["id_centro_trabajo", key.slice(7)] : ["id_empresa", key.slice(8)]
  const result = await api.call(getRegistroById, { tabla: catalogNames.departamentosDelRol, conexion: mainConnection, columnId: column, id: Number(id) })
  return result.ok ? result.value.result.map((r) => ({ id: String(r.id_depto), label: String(r.n_depto ?? "") })) : null
}
