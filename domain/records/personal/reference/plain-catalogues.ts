import { resourceEndpoints } from "../../endpoints"
import { personalCatalogue } from "./catalogue"

// The catalogues of Personal that are only a clave, a description and the active flag.

// The job board's estados civiles (migration 0023, VARCHAR(60) names) became a kept catalogue.
export const maritalStatuses = personalCatalogue({
  resource: "catalogo-estados-civiles",
  title: "Estados civiles",
  singular: "estado civil",
  id: "id_estado_civil",
  name: "n_estado_civil",
  nameMax: 60,
})
export const maritalStatusesEndpoints = resourceEndpoints("CatalogoEstadosCiviles", maritalStatuses)

// The relationship of an emergency contact or a beneficiary.
export const kinships = personalCatalogue({
  resource: "catalogo-parentescos",
  title: "Parentescos",
  singular: "parentesco",
  id: "id_parentesco",
  name: "n_parentesco",
})
export const kinshipsEndpoints = resourceEndpoints("CatalogoParentescos", kinships)

export const bloodTypes = personalCatalogue({
  resource: "catalogo-tipos-sangre",
  title: "Tipos de sangre",
  singular: "tipo de sangre",
  id: "id_tipo_sangre",
  name: "n_tipo_sangre",
})
export const bloodTypesEndpoints = resourceEndpoints("CatalogoTiposSangre", bloodTypes)

// The kinds of company property lent to a worker under a responsiva (DOMAIN-MX 4.3).
export const propertyTypes = personalCatalogue({
  resource: "catalogo-tipos-propiedad",
  title: "Tipos de propiedad",
  singular: "tipo de propiedad",
  id: "id_tipo_propiedad",
  name: "n_tipo_propiedad",
})
export const propertyTypesEndpoints = resourceEndpoints("CatalogoTiposPropiedad", propertyTypes)

export const recognitionTypes = personalCatalogue({
  resource: "catalogo-tipos-reconocimiento",
  title: "Tipos de reconocimiento",
  singular: "tipo de reconocimiento",
  id: "id_tipo_reconocimiento",
  name: "n_tipo_reconocimiento",
})
export const recognitionTypesEndpoints = resourceEndpoints("CatalogoTiposReconocimiento", recognitionTypes)
