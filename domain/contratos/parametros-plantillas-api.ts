import { NoBody, needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { ContractTemplate, ContractTemplatesPage, SaveContractTemplate } from "./parametros-plantillas"

// CON090's Plantillas tab under CON090's key: a CON090 user may not hold CON100, whose record
// calls edit the same column.
const calls = endpointFamily(needsAnyKey("CON090"), {
  getPlantillasContratos: {
    summary: "Los tipos de contrato activos con su plantilla, por nombre.",
    request: NoBody,
    result: ContractTemplatesPage,
  },
  guardarPlantillaContrato: {
    summary: "Guarda la plantilla de un tipo de contrato activo (404 si no existe o está inactivo).",
    writes: true,
    request: SaveContractTemplate,
    result: ContractTemplate,
  },
})
export const { getPlantillasContratos, guardarPlantillaContrato } = calls

export const contractTemplatesEndpoints = { getPlantillasContratos, guardarPlantillaContrato } as const
