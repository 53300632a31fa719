import { type LookupKey, readLookup } from "../../machines/records/lookup-calls"
import { api } from "../app/api"
import type { SelectItem } from "../ui/SearchSelect"
import { useLoadedResource } from "./use-loaded-resource"

const none: ReadonlyArray<SelectItem> = []
const read = readLookup(api)

/**
 * A picker's items from an allowlisted catalogue (SPEC 7.2), loaded once per page. With `parent`
 * only the rows whose `column` equals its value are read (again when the value changes), and none
 * while the value is empty.
 */
export const useLookup = (
  tabla: string,
  idColumn: string,
  labelColumn: string,
  parent?: { readonly column: string; readonly value: string },
): ReadonlyArray<SelectItem> => {
  const waiting = parent !== undefined && parent.value === ""
  const key: LookupKey | null = waiting
    ? null
    : { tabla, idColumn, labelColumn, ...(parent === undefined ? {} : { column: parent.column, value: parent.value }) }
  return useLoadedResource(key, read, { toastOnFailure: true }).value ?? none
}
