import { type LookupItem, type LookupKey, readLookup, shareReads } from "../../machines/records/lookup-calls"
import { api } from "../app/api"
import { useLoadedResource } from "./use-loaded-resource"

const none: ReadonlyArray<LookupItem> = []
// Shared: every picker and labelled cell of a page naming one catalogue waits on one read.
const read = shareReads(readLookup(api))

/**
 * A picker's items from an allowlisted catalogue (SPEC 7.2), read once for all the page's pickers of it. With `parent`
 * only the rows whose `column` equals its value are read (again when the value changes), and none
 * while the value is empty. With `proposedColumn` each item carries that column too.
 */
export const useLookup = (
  tabla: string,
  idColumn: string,
  labelColumn: string,
  parent?: { readonly column: string; readonly value: string },
  proposedColumn?: string,
): ReadonlyArray<LookupItem> => {
  const waiting = parent !== undefined && parent.value === ""
  const key: LookupKey | null = waiting
    ? null
    : {
        tabla,
        idColumn,
        labelColumn,
        ...(parent === undefined ? {} : { column: parent.column, value: parent.value }),
        ...(proposedColumn === undefined ? {} : { proposedColumn }),
      }
  return useLoadedResource(key, read, { toastOnFailure: true }).value ?? none
}
