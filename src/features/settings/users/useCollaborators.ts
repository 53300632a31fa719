import { catalogNames, getCatalogo, mainConnection } from "../../../../domain/api/catalogs"
import { api } from "../../../app/api"
import { useLoaded } from "../../../records/useLoaded"

/** An active employee the user forms may pick: id_empleado, the number people know, the name. */
export interface Collaborator {
  readonly id: string
  readonly num: string
  readonly name: string
}

// A module constant, as useLoaded asks: the active-employee lookup of the employee record, inside
// the caller's work centres (the server scopes it).
const loadCollaborators = async (): Promise<ReadonlyArray<Collaborator> | null> => {
  const result = await api.call(getCatalogo, { tabla: catalogNames.empleadosActivos, conexion: mainConnection })
  if (!result.ok) return null
  return result.value.result.map((r) => ({ id: String(r.id_empleado), num: String(r.num_empleado ?? r.id_empleado), name: String(r.n_empleado ?? "") }))
}

/** The user forms' collaborators, loaded once per page. */
export const useCollaborators = (): ReadonlyArray<Collaborator> => useLoaded("empleados", loadCollaborators)
