import { catalogNames } from "../../domain/api/catalogs"
import type { Loaded } from "../records/loaded-resource"
import type { ApiPort } from "../records/api-port"
import { type LookupItem, readLookup } from "../records/lookup-calls"

// The levels of the competency scale (COM050) in value order, as select items, for the
// catalogues' descriptor rows (other pages read them with useLookup).

export const readLevels =
  (api: ApiPort) =>
  (): Promise<Loaded<ReadonlyArray<LookupItem>>> =>
    readLookup(api)({ tabla: catalogNames.nivelesCompetencia, idColumn: "id_nivel", labelColumn: "n_nivel" })
