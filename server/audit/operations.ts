import { contract } from "../../domain/api/contract"
import { type AuditOperation, operationLabel } from "../../domain/configuraciones/bitacora-auditoria"
import { resourceEndpointList, resources } from "../../domain/records/resources"

// The audit log names an operation by its endpoint; the viewer shows the endpoint's Spanish
// summary instead (issue 18), taken from the contract so a new endpoint is labelled the day it
// is added.

const recordEndpointNames = new Set(resources.flatMap(resourceEndpointList).map((e) => e.name))

const labels = new Map(contract.map((e) => [e.name, operationLabel(e.summary, recordEndpointNames.has(e.name))] as const))

/** The Spanish label of a logged operation; the name itself for one no longer in the contract. */
export const operationLabelOf = (operacion: string): string => labels.get(operacion) ?? operacion

/** The operations the log records (every write), by label. */
export const auditedOperations: ReadonlyArray<AuditOperation> = contract
  .filter((e) => e.writes)
  .map((e) => ({ operacion: e.name, n_operacion: operationLabelOf(e.name) }))
  .sort((a, b) => a.n_operacion.localeCompare(b.n_operacion, "es"))
