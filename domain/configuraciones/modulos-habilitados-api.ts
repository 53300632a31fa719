import { Schema } from "effect"
import { NoBody, needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { ModuleSwitch, SaveModuleSwitches } from "./modulos-habilitados"

const calls = endpointFamily(needsAnyKey("SIS100"), {
  getModulosHabilitados: {
    method: "GET",
    summary: "Los módulos disponibles, cada uno con si está habilitado ('1') o gris ('0') para todos los usuarios.",
    request: NoBody,
    result: Schema.Array(ModuleSwitch),
  },
  guardarModulosHabilitados: {
    summary:
      "Habilita o pone en gris módulos disponibles: un módulo en gris no abre sus páginas ni sus llamadas a nadie (403) hasta habilitarlo de nuevo. Responde todos los módulos con su estado.",
    writes: true,
    request: SaveModuleSwitches,
    result: Schema.Array(ModuleSwitch),
  },
})
export const { getModulosHabilitados, guardarModulosHabilitados } = calls
export const moduleSwitchEndpoints = { getModulosHabilitados, guardarModulosHabilitados } as const
