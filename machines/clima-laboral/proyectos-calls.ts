import { climateProjects, climateProjectsEndpoints } from "../../domain/clima-laboral/proyectos"
import { messages } from "../../domain/messages"
import { type FormValues, valuesOf } from "../../domain/records/descriptor"
import { twoYearsAfter } from "../../domain/rules/nom035-scope"
import type { ApiPort } from "../records/api-port"
import type { Loaded } from "../records/loaded-resource"

// The calls of Proyectos de clima laboral beside its resource: "Duplicar" reads a project and
// makes the add form's values of its next cycle: the same company, centre, guides and sample
// settings, its period two years on (the NOM's next evaluation); saved, it is a new Borrador,
// whose participants CLI210 draws anew (none are copied, nor its state, dates of closing or
// cancellation).

const isDate = (v: unknown): v is string => typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v)

/** The next cycle of a stored project, as the add form's values. */
export const duplicateValues = (stored: Readonly<Record<string, unknown>>): FormValues => {
  const values = valuesOf(climateProjects, stored)
  return {
    ...values,
    f_inicio: isDate(values.f_inicio) ? twoYearsAfter(values.f_inicio) : "",
    f_fin: isDate(values.f_fin) ? twoYearsAfter(values.f_fin) : "",
  }
}

export const climateProjectCalls = (api: ApiPort) => ({
  /** The project a duplicate starts from. */
  duplicate: async (id: number): Promise<Loaded<FormValues>> => {
    const result = await api.call(climateProjectsEndpoints.read, { id: String(id) })
    return result.ok ? { kind: "loaded", value: duplicateValues(result.value.result) } : { kind: "failed", message: result.status === null ? messages.errorObtener : result.message }
  },
})
