import { BolsaConecta, ExportCatalogRequest, ExportCatalogResult } from "./catalogos-bolsa-trabajo"
import { NoBody, needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"

const calls = endpointFamily(needsAnyKey("SIS910", "SIS100"), {
  getBolsaConecta: {
    method: "GET",
    summary: "Si la exportación a la bolsa de trabajo está activa: result[0].bolsa_conecta ('1' la permite).",
    request: NoBody,
    result: BolsaConecta,
  },
  exportarCatalogoBolsa: {
    summary:
      "Copia el catálogo elegido (table: areas, estados_civiles, esquemas, giros, sexos, tipos_certificado, tipos_formacion, paises, estados, ciudades) a la base de la bolsa de trabajo, en una transacción e idempotente; responde cuántos registros se exportaron. 409 si bolsa_conecta no es '1'.",
    access: needsAnyKey("SIS910"),
    writes: true,
    request: ExportCatalogRequest,
    result: ExportCatalogResult,
  },
})
export const { getBolsaConecta, exportarCatalogoBolsa } = calls

export const jobBoardEndpoints = { getBolsaConecta, exportarCatalogoBolsa } as const
