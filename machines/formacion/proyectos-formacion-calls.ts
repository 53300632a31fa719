import { courses, coursesEndpoints } from "../../domain/formacion/proyectos-formacion"
import { messages } from "../../domain/messages"
import { type FormValues, valuesOf } from "../../domain/records/descriptor"
import type { FormRow } from "../../domain/records/field"
import type { ApiPort } from "../records/api-port"
import type { Loaded } from "../records/loaded-resource"

// The calls of Proyectos de formación beside its resource: "Duplicar" reads a course and makes
// the add form's values of a new run of it, Planeado, with the same people enrolled and none of
// the old run's outcomes (grades, states) nor its real costs.

const rowsOf = (v: FormValues[string] | undefined): ReadonlyArray<FormRow> => (Array.isArray(v) ? v : [])

/** A new run of a stored course, as the add form's values. */
export const duplicateValues = (stored: Readonly<Record<string, unknown>>): FormValues => {
  const values = valuesOf(courses, stored)
  return {
    ...values,
    participantes: rowsOf(values.participantes)
      .filter((p) => p.estado !== "Baja")
      .map((p) => ({ ...p, estado: "Inscrito", calificacion: "" })),
    costos_reales: [],
  }
}

export const courseCalls = (api: ApiPort) => ({
  /** The course a duplicate starts from. */
  duplicate: async (id: number): Promise<Loaded<FormValues>> => {
    const result = await api.call(coursesEndpoints.read, { id: String(id) })
    return result.ok ? { kind: "loaded", value: duplicateValues(result.value.result) } : { kind: "failed", message: result.status === null ? messages.errorObtener : result.message }
  },
})
