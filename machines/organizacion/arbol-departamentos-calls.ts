import { fromPromise } from "xstate"
import type { InfoDepartamento, NodoDepartamento } from "../../domain/organizacion/arbol-departamentos-api"
import { getArbolDeptos, getArbolDeptosFull, getArbolInfo } from "../../domain/organizacion/arbol-departamentos-api"
import { departments, departmentsEndpoints } from "../../domain/organizacion/departamentos"
import { idOf, writableFields } from "../../domain/records/descriptor"
import type { ApiPort } from "../records/api-port"
import type { Loaded } from "../records/loaded-resource"
import type { Saved } from "../saved"
import type { MoveRequest, TreeFilter } from "./arbol-departamentos"
import { isFault, reasonOf } from "./call-outcomes"

// The calls of Árbol de departamentos: the tree under the filters, a department's detail, and a
// move. A fault rejects: the machine shows its general message; a refusal is in its own words.

export const departmentTreeActors = (api: ApiPort) => ({
  loadTree: fromPromise<Loaded<ReadonlyArray<NodoDepartamento>>, TreeFilter>(async ({ input }) => {
    const request = {
      ...(input.id_empresa === null ? {} : { id_empresa: input.id_empresa }),
      ...(input.id_centro_trabajo === null ? {} : { id_centro_trabajo: input.id_centro_trabajo }),
    }
    const result = await api.call(input.inactivos ? getArbolDeptosFull : getArbolDeptos, request)
    if (result.ok) return { kind: "loaded", value: result.value.result }
    if (isFault(result)) throw new Error(result.message)
    return { kind: "failed", message: result.message }
  }),
  loadInfo: fromPromise<Loaded<InfoDepartamento>, { id_depto: number }>(async ({ input }) => {
    const result = await api.call(getArbolInfo, input)
    if (result.ok) return { kind: "loaded", value: result.value.result }
    if (isFault(result)) throw new Error(result.message)
    return { kind: "failed", message: result.message }
  }),
  // A move is an update of the department's record: read it, change its parent, write it back
  // whole (responsables included), so every rule of the record applies.
  moveDepartment: fromPromise<Saved, MoveRequest>(async ({ input }) => {
    const read = await api.call(departmentsEndpoints.read, { id: String(input.id_depto) })
    if (!read.ok) {
      if (isFault(read)) throw new Error(read.message)
      return { kind: "refused", message: reasonOf(read) }
    }
    const record = read.value.result
    // Its writable fields only: the names joined from other tables are answered, never written.
    const fields = Object.fromEntries(writableFields(departments).map(([name]) => [name, record[name]]))
    const written = await api.call(departmentsEndpoints.write, {
      ...fields,
      _method: "PUT",
      id: idOf(departments, record),
      id_depto_padre: input.id_depto_padre,
    })
    if (written.ok) return { kind: "saved", message: written.value.message }
    if (isFault(written)) throw new Error(written.message)
    return { kind: "refused", message: reasonOf(written) }
  }),
})
