import { resourceEndpoints } from "../records/endpoints"
import { catalogueDescriptor, numberedKey, satCatalogueDescriptor } from "../records/reference/catalogue"
import { referenceCatalogue, referenceKeys } from "./tablas-referencia-catalogue"

// The catalogues the job profile's sections name (Gestionar puestos): escolaridades, idiomas and
// software are kept by users here, with numbered keys as their tables have them; the SAT's
// c_RiesgoPuesto is seeded by migration 0066 and read-only.
//
// Escolaridades and riesgos de puesto are Personal's too (an employee's schooling, the SAT
// catalogues of the payroll): both Tablas de referencia offer the same resource, so either
// module's key (ORG050 or GP050) grants it.
const sharedWithPersonal = [...referenceKeys, "GP050"] as const

export const educationLevels = catalogueDescriptor({
  keys: sharedWithPersonal,
  resource: "catalogo-escolaridades",
  title: "Escolaridades",
  singular: "escolaridad",
  id: "id_escolaridad",
  name: "n_escolaridad",
  keyKind: numberedKey,
})
export const educationLevelsEndpoints = resourceEndpoints("CatalogoEscolaridades", educationLevels)

export const languages = referenceCatalogue({
  resource: "catalogo-idiomas",
  title: "Idiomas",
  singular: "idioma",
  id: "id_idioma",
  name: "n_idioma",
  keyKind: numberedKey,
})
export const languagesEndpoints = resourceEndpoints("CatalogoIdiomas", languages)

export const softwareCatalogue = referenceCatalogue({
  resource: "catalogo-software",
  title: "Software",
  singular: "software",
  id: "id_software",
  name: "n_software",
  keyKind: numberedKey,
})
export const softwareCatalogueEndpoints = resourceEndpoints("CatalogoSoftware", softwareCatalogue)

export const jobRisks = satCatalogueDescriptor({
  resource: "catalogo-riesgos-puesto",
  title: "Riesgos de puesto",
  singular: "riesgo de puesto",
  keys: sharedWithPersonal,
  id: "id_riesgo",
  idMax: 2,
  name: "n_riesgo",
  nameMax: 100,
})
export const jobRisksEndpoints = resourceEndpoints("CatalogoRiesgosPuesto", jobRisks)
