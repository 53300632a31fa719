import { BolsaConecta, ExportCatalogRequest, ExportCatalogResult } from "../job-board"
import { Envelope, NoBody, endpoint, needsAnyKey } from "./endpoint"

export const getBolsaConecta = endpoint({
  name: "getBolsaConecta",
  method: "GET",
  path: "/get-bolsa-conecta",
  summary: "Si la exportación a la bolsa de trabajo está activa: result[0].bolsa_conecta ('1' la permite).",
  access: needsAnyKey("SIS910", "SIS100"),
  writes: false,
  request: NoBody,
  response: Envelope(BolsaConecta),
})

export const exportarCatalogoBolsa = endpoint({
  name: "exportarCatalogoBolsa",
  method: "POST",
  path: "/exportar-catalogo-bolsa",
  summary:
    "Copia el catálogo elegido (table: areas, estados_civiles, esquemas, giros, sexos, tipos_certificado, tipos_formacion, paises, estados, ciudades) a la base de la bolsa de trabajo, en una transacción e idempotente; responde cuántos registros se exportaron. 409 si bolsa_conecta no es '1'.",
  access: needsAnyKey("SIS910"),
  writes: true,
  request: ExportCatalogRequest,
  response: Envelope(ExportCatalogResult),
})

export const jobBoardEndpoints = { getBolsaConecta, exportarCatalogoBolsa } as const
