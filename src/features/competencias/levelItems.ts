import { catalogNames, getCatalogo, mainConnection } from "../../../domain/api/catalogs"
import { api } from "../../app/api"
import type { SelectItem } from "../../ui/SearchSelect"

// The levels of the competency scale (COM050) in value order, as select items: the catalogues'
// descriptor rows and the per-puesto grids name them.

export const loadLevels = async (): Promise<ReadonlyArray<SelectItem> | null> => {
  const result = await api.call(getCatalogo, { tabla: catalogNames.nivelesCompetencia, conexion: mainConnection })
  return result.ok ? result.value.result.map((r) => ({ id: String(r.id_nivel), label: String(r.n_nivel ?? "") })) : null
}
