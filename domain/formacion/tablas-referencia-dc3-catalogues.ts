import { resourceEndpoints } from "../records/endpoints"
import { select } from "../records/field"
import { satCatalogueDescriptor } from "../records/reference/catalogue"
import { formationReferenceKeys } from "./tablas-referencia-catalogue"
import { occupationAreas } from "./tablas-referencia-stps"

// The STPS's catalogues of the DC-3 (./tablas-referencia-stps.ts), seeded by migration 0237:
// read-only like the SAT's, so they are listed, searched, sorted and exported, never changed.
// The SAT catalogues' builder fits them: a text clave and a description, every field a column.

export const thematicAreasCatalogue = satCatalogueDescriptor({
  resource: "catalogo-areas-tematicas",
  title: "Áreas temáticas DC-3",
  singular: "área temática",
  keys: formationReferenceKeys,
  id: "id_area_tematica",
  idMax: 4,
  name: "n_area_tematica",
  nameMax: 100,
})
export const thematicAreasEndpoints = resourceEndpoints("CatalogoAreasTematicas", thematicAreasCatalogue)

export const occupationAreasCatalogue = satCatalogueDescriptor({
  resource: "catalogo-areas-ocupacion",
  title: "Áreas de ocupación (CNO)",
  singular: "área de ocupación",
  keys: formationReferenceKeys,
  id: "id_area_cno",
  idMax: 2,
  name: "n_area_cno",
  nameMax: 100,
})
export const occupationAreasEndpoints = resourceEndpoints("CatalogoAreasOcupacion", occupationAreasCatalogue)

/** Each subárea's área, by its clave and name (the catalogue is fixed, so its choices are too). */
const areaChoices = occupationAreas.map(([id, name]) => ({ id, label: `${id} ${name}` }))

// A puesto names a subárea (id_ocupacion_cno): its select reads them through the lookup
// ocupaciones_cno (server/formacion/tablas-referencia-catalogs.ts), not through this resource.
export const occupationsCatalogue = satCatalogueDescriptor({
  resource: "catalogo-ocupaciones-cno",
  title: "Subáreas de ocupación (CNO)",
  singular: "subárea de ocupación",
  keys: formationReferenceKeys,
  id: "id_ocupacion_cno",
  idMax: 5,
  name: "n_ocupacion_cno",
  nameMax: 100,
  extra: { id_area_cno: select({ label: "Área", choices: areaChoices, required: "El área es requerida", column: true, filter: true, sortable: true }) },
})
export const occupationsEndpoints = resourceEndpoints("CatalogoOcupacionesCno", occupationsCatalogue)
