import { catalogNames } from "../../domain/api/catalogs"
import { jobProfilesEndpoints } from "../../domain/organizacion/gestionar-puestos"
import { sectionCalls } from "../../domain/organizacion/gestionar-puestos-api"
import type { SectionId } from "../../domain/organizacion/gestionar-puestos-sections"
import type { RecordDescriptor } from "../../domain/records/descriptor"
import { messages } from "../../domain/messages"
import type { ApiPort, PortResult } from "../records/api-port"
import { type CommandOutcome, refusalOf } from "../records/command"
import type { Loaded } from "../records/loaded-resource"
import { type LookupItem, readChoices } from "../records/lookup-calls"
import type { ReadOutcome } from "../records/record-address"

// The calls of Gestionar puestos beyond its record list: the puesto a ?registro= address names,
// the catalogues its profile's selects offer, and one section of the profile read and saved.

type Row = Readonly<Record<string, unknown>>

/** The sentences of an address that names no puesto the caller may open. */
export interface MissingPuesto {
  readonly noAccess: (id: string) => string
  readonly absent: (id: string) => string
}

/** The puesto the address names, as its profile editor needs it (key, company, name, type). */
export const readPuesto =
  (api: ApiPort, say: MissingPuesto) =>
  async (id: string): Promise<ReadOutcome> => {
    const result = await api.call(jobProfilesEndpoints.read, { id })
    if (result.ok) return { kind: "found", record: result.value.result }
    const refusal = refusalOf(result, messages.errorObtener)
    if (refusal.tone !== "warning") return { kind: "missing", message: messages.errorObtener }
    return { kind: "missing", message: result.status === 403 ? say.noAccess(id) : say.absent(id) }
  }

/** A select's items by catalogue name. */
export type Choices = Readonly<Record<string, ReadonlyArray<LookupItem>>>

/** Catalogues whose rows belong to a company: loaded for the puesto's company only. */
const byCompany = new Set<string>([catalogNames.departamentosDelRol, catalogNames.puestosDelRol])

/** Every catalogue the descriptors name, loaded (the company's own ones for `company`), by catalogue name. */
export const readProfileChoices =
  (api: ApiPort, descriptors: ReadonlyArray<RecordDescriptor>) =>
  (company: number): Promise<Loaded<Choices>> =>
    readChoices(api)(descriptors, (catalogue) => (byCompany.has(catalogue) ? { column: "id_empresa", value: String(company) } : {}))

export interface SectionKey {
  readonly section: SectionId
  readonly id_puesto: string
}

/** One section of a puesto's profile (/get-info-puesto-<section>); a refusal or no answer is the toast to show. */
export const readSection =
  (api: ApiPort) =>
  async ({ section, id_puesto }: SectionKey): Promise<CommandOutcome<Row>> => {
    const result = await api.call(sectionCalls(section).get, { id_puesto })
    return result.ok ? { kind: "done", value: (result.value as { readonly result: Row }).result } : refusalOf(result, messages.errorObtener)
  }

/**
 * Saves one section (/store-info-puesto-<section>). The answer is passed on whole: a refusal's
 * problems are placed beside the fields they name.
 */
export const storeSection =
  (api: ApiPort) =>
  async ({ section, request }: { readonly section: SectionId; readonly request: Row }): Promise<PortResult<{ readonly result: Row }>> =>
    (await api.call(sectionCalls(section).store, request)) as PortResult<{ readonly result: Row }>
