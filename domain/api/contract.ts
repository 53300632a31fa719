import type { AnyEndpoint } from "./endpoint"
import { sesionEndpoints } from "./sesion-endpoints"
import { authorizationsEndpoints } from "./authorizations"
import { catalogsEndpoints } from "./catalogs"
import { archivosEndpoints } from "./archivos-endpoints"
import { configuracionesEndpoints } from "../configuraciones/endpoints"
import { dashboardEndpoints } from "../dashboard/endpoints"
import { reporteadorEndpoints } from "../reporteador/endpoints"
import { organizacionEndpoints } from "../organizacion/endpoints"
import { personalEndpoints } from "../personal/endpoints"
import { kioskoEndpoints } from "../kiosko/endpoints"
import { competenciasEndpoints } from "../competencias/endpoints"
import { contratosEndpoints } from "../contratos/endpoints"
import { finiquitosEndpoints } from "../finiquitos/endpoints"
import { formacionEndpoints } from "../formacion/endpoints"
import { climaLaboralEndpoints } from "../clima-laboral/endpoints"
import { evaluacionEndpoints } from "../evaluacion/endpoints"
import { seleccionEndpoints } from "../seleccion/endpoints"
import { resourceEndpointList, resources } from "../records/resources"

/**
 * Every endpoint of the API by name (each key equals its endpoint's `name`): each server part's
 * list, the one its manifest serves, in the parts' order (server/parts/part-loaders.ts). Each
 * manifest's handler map is typed from its list, so an endpoint added without a handler does not
 * compile.
 */
export const endpoints = {
  ...sesionEndpoints,
  ...authorizationsEndpoints,
  ...catalogsEndpoints,
  ...archivosEndpoints,
  ...configuracionesEndpoints,
  ...dashboardEndpoints,
  ...reporteadorEndpoints,
  ...organizacionEndpoints,
  ...personalEndpoints,
  ...kioskoEndpoints,
  ...competenciasEndpoints,
  ...contratosEndpoints,
  ...finiquitosEndpoints,
  ...formacionEndpoints,
  ...climaLaboralEndpoints,
  ...evaluacionEndpoints,
  ...seleccionEndpoints,
} as const

/** Every endpoint: the hand-written ones, then those of each record resource. */
export const contract: ReadonlyArray<AnyEndpoint> = [...Object.values(endpoints), ...resources.flatMap(resourceEndpointList)]
