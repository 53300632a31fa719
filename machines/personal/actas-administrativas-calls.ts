import { getCatalogo, mainConnection } from "../../domain/api/catalogs"
import { fraccionOfCatalogue } from "../../domain/personal/actas-administrativas-rules"
import { recordCatalogNames } from "../../domain/personal/record-lookups"
import type { ApiPort } from "../records/api-port"

// The calls of 'Actas administrativas' beyond its record: the tipos de falta, each with the LFT
// art. 47 fraction it stands for (choosing one proposes its fraction).

export interface FaultType {
  readonly id: string
  readonly label: string
  /** The fraction as the acta's wire writes it ('XIV Bis'), "" when the type names none. */
  readonly fraccion: string
}

export const actaCalls = (api: ApiPort) => ({
  faultTypes: async (): Promise<ReadonlyArray<FaultType> | null> => {
    const result = await api.call(getCatalogo, { tabla: recordCatalogNames.tiposFalta, conexion: mainConnection })
    if (!result.ok) return null
    return result.value.result.map((r) => ({ id: String(r.id_tipo_falta), label: String(r.n_tipo_falta ?? ""), fraccion: fraccionOfCatalogue(String(r.fraccion_lft47 ?? "")) }))
  },
})
