import { catalogNames } from "../../domain/api/catalogs"
import type { Loaded } from "../../machines/records/loaded-resource"
import { type CompaniesKey, readCompanies } from "../../machines/organizacion/selects-calls"
import { api } from "../app/api"
import { useLoadedResource } from "../records/use-loaded-resource"
import { useLookup } from "../records/use-lookup"
import type { SelectItem } from "../ui/SearchSelect"

// The organisation pages' select items, read by loaded-resource machines: any list of items for
// a key (none while the key is null; a failure says so in a toast), the caller's companies, a
// company's centres and the departments of a centre or a company.

const none: ReadonlyArray<never> = []

/** The items `load` reads for `key`, read again when the key changes. */
export const useLoadedItems = <Key, T>(key: Key | null, load: (key: Key) => Promise<Loaded<ReadonlyArray<T>>>): ReadonlyArray<T> =>
  useLoadedResource(key, load, { toastOnFailure: true }).value ?? none

// A module constant: the machine reads the latest loader, but one per page is enough.
const companies = readCompanies(api)

export const useCompanies = (which: CompaniesKey = "todas"): ReadonlyArray<SelectItem> => useLoadedItems(which, companies)

/** The caller's work centres of one company ("" for none chosen: no items). */
export const useCentres = (company: string): ReadonlyArray<SelectItem> =>
  useLookup(catalogNames.centrosDelRol, "id_centro_trabajo", "n_centro_trabajo", { column: "id_empresa", value: company })

/** The caller's departments of one centre or one company ("" for none chosen: no items). */
export const useDepartments = (column: "id_centro_trabajo" | "id_empresa", value: string): ReadonlyArray<SelectItem> =>
  useLookup(catalogNames.departamentosDelRol, "id_depto", "n_depto", { column, value })
