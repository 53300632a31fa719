import { NoBody, needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { ContractParameters, ContractParametersPage, SaveContractParameters } from "./parametros"

// CON090's Alertas tab (MODULES-MX §0.2, names binding). The Legales tab is the
// parametros-legales resource (./parametros-legales.ts): a list of dated records.
const calls = endpointFamily(needsAnyKey("CON090"), {
  getParametrosContratos: {
    summary: "Los parámetros de contratos guardados (null si aún no hay: la página entra en modo alta) y las cuentas de correo que ofrece su selector.",
    request: NoBody,
    result: ContractParametersPage,
  },
  guardarParametrosContratos: {
    summary: "Guarda los parámetros de contratos; mode 'add' los crea (409 si ya existen), 'edit' los actualiza (404 si no existen).",
    writes: true,
    request: SaveContractParameters,
    result: ContractParameters,
  },
})
export const { getParametrosContratos, guardarParametrosContratos } = calls

export const contractParametersEndpoints = { getParametrosContratos, guardarParametrosContratos } as const
