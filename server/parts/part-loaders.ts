import { setOriginPartLoader } from "../authorizations/origin-registry"
import type { ServerPart } from "./server-part"

// Every part of the server by name, each imported on demand: the first request to one of its
// routes loads it (server/parts/part-answers.ts), a scheduled job loads its own. esbuild makes
// each import a chunk of its own, so a process holds the code and schemas of the parts it served.
// The literal paths are what lets esbuild find them; route-index.ts names each route's part.
export const partLoaders = {
  sesion: () => import("../auth/manifest").then((m) => m.sessionManifest),
  autorizaciones: () => import("../authorizations/manifest").then((m) => m.authorizationsManifest),
  catalogos: () => import("../catalogs/manifest").then((m) => m.catalogsManifest),
  archivos: () => import("../records/files-manifest").then((m) => m.filesManifest),
  configuraciones: () => import("../configuraciones/manifest").then((m) => m.configuracionesManifest),
  dashboard: () => import("../dashboard/manifest").then((m) => m.dashboardManifest),
  reporteador: () => import("../reporteador/manifest").then((m) => m.reporteadorManifest),
  organizacion: () => import("../organizacion/manifest").then((m) => m.organizacionManifest),
  personal: () => import("../personal/manifest").then((m) => m.personalManifest),
  kiosko: () => import("../kiosko/manifest").then((m) => m.kioskoManifest),
  competencias: () => import("../competencias/manifest").then((m) => m.competenciasManifest),
  contratos: () => import("../contratos/manifest").then((m) => m.contratosManifest),
  finiquitos: () => import("../finiquitos/manifest").then((m) => m.finiquitosManifest),
  formacion: () => import("../formacion/manifest").then((m) => m.formacionManifest),
  "clima-laboral": () => import("../clima-laboral/manifest").then((m) => m.climaLaboralManifest),
  evaluacion: () => import("../evaluacion/manifest").then((m) => m.evaluacionManifest),
  seleccion: () => import("../seleccion/manifest").then((m) => m.seleccionManifest),
} satisfies Readonly<Record<string, () => Promise<ServerPart>>>

export type PartName = keyof typeof partLoaders

// The authorization engine reads a request of a module that has not loaded yet through its part.
setOriginPartLoader((part) => partLoaders[part]())
