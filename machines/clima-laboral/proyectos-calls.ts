import { climateProjects, climateProjectsEndpoints } from "../../domain/clima-laboral/proyectos"
import { adjuntarPoliticaClima, politicaClima } from "../../domain/clima-laboral/proyectos-politica-api"
import { messages } from "../../domain/messages"
import { type FormValues, valuesOf } from "../../domain/records/descriptor"
import { twoYearsAfter } from "../../domain/rules/nom035-scope"
import type { ApiPort, PortFile } from "../records/api-port"
import type { CommandOutcome } from "../records/command"
import { type UploadOutcome, uploadedVersion } from "../records/upload-calls"
import type { Loaded } from "../records/loaded-resource"

// The calls of Proyectos de clima laboral beside its resource: "Duplicar" reads a project and
// makes the add form's values of its next cycle: the same company, centre, guides and sample
// settings, its period two years on (the NOM's next evaluation); saved, it is a new Borrador,
// whose participants CLI210 draws anew (none are copied, nor its state, dates of closing or
// cancellation). The project's prevention policy (a PDF) is uploaded from its row's dialog and
// opened from it.

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
  /** One version of a project's prevention policy; a failure of any kind says only that it could not be fetched. */
  policy: async ({ id, version }: { readonly id: string; readonly version: string }): Promise<CommandOutcome<PortFile>> => {
    const result = await api.download(politicaClima, { id_proyecto: Number(id), version })
    return result.ok ? { kind: "done", value: result.value } : { kind: "failed", message: messages.errorObtener }
  },
  uploadPolicy: async (id: string, file: File): Promise<UploadOutcome> => uploadedVersion(await api.upload(adjuntarPoliticaClima, { id_proyecto: Number(id), file })),
})
