import { catalogNames, getCatalogo, mainConnection } from "../../domain/api/catalogs"
import { eliminarPermiso, guardarPermiso } from "../../domain/configuraciones/permisos-api"
import { messages } from "../../domain/messages"
import type { ApiPort } from "../records/api-port"
import { type CommandOutcome, refusalOf } from "../records/command"

// Withdrawing access keeps the user (and their history) but ends their sessions at once;
// giving it back restores the same profile, role and admin flag. The toast says which of the two
// happened, not the server's generic words for the call.

type Row = Readonly<Record<string, unknown>>

const text = (row: Row, field: string): string => String(row[field] ?? "")

/** Whether a listed user may sign in now. */
export const hasAccess = (row: Row): boolean => text(row, "activo") !== "0"

export const toggleUserAccess =
  (api: ApiPort) =>
  async ({ row }: { readonly row: Row }): Promise<CommandOutcome<null>> => {
    const id_usuario = text(row, "id_usuario")
    const withdrawal = hasAccess(row)
    const admin = text(row, "admin") === "1" ? ("1" as const) : ("0" as const)
    const result = withdrawal
      ? await api.call(eliminarPermiso, { id_usuario })
      : await api.call(guardarPermiso, { id_usuario, id_grupo: text(row, "id_grupo"), id_rol: text(row, "id_rol"), admin })
    if (result.ok) return { kind: "done", value: null, message: withdrawal ? messages.accesoRetirado : messages.accesoDevuelto }
    return refusalOf(result, withdrawal ? messages.errorEliminarPermiso : messages.errorGuardarRegistro)
  }

/** An active employee the user forms may pick: id_empleado, the number people know, the name. */
export interface Collaborator {
  readonly id: string
  readonly num: string
  readonly name: string
}

/** The active-employee lookup of the employee record, inside the caller's work centres (the server scopes it). */
export const readCollaborators =
  (api: ApiPort) =>
  async (): Promise<ReadonlyArray<Collaborator> | null> => {
    const result = await api.call(getCatalogo, { tabla: catalogNames.empleadosActivos, conexion: mainConnection })
    if (!result.ok) return null
    return result.value.result.map((r) => ({ id: String(r.id_empleado), num: String(r.num_empleado ?? r.id_empleado), name: String(r.n_empleado ?? "") }))
  }
