import { personalCatalogue } from "./tablas-referencia-catalogue"

// The catalogues of Personal that are only a clave, a description and the active flag: each is
// its page id, its endpoints' stem, its titles and the stem of its columns (id_<x>, n_<x>).
const plain = (id: string, stem: string, title: string, singular: string, column: string, nameMax?: number) =>
  personalCatalogue(id, stem, { resource: `catalogo-${id}`, title, singular, id: `id_${column}`, name: `n_${column}`, ...(nameMax === undefined ? {} : { nameMax }) })

// The job board's estados civiles (migration 0023, VARCHAR(60) names) became a kept catalogue.
export const maritalStatuses = plain("estados-civiles", "CatalogoEstadosCiviles", "Estados civiles", "estado civil", "estado_civil", 60)
// The relationship of an emergency contact or a beneficiary.
export const kinships = plain("parentescos", "CatalogoParentescos", "Parentescos", "parentesco", "parentesco")
export const bloodTypes = plain("tipos-sangre", "CatalogoTiposSangre", "Tipos de sangre", "tipo de sangre", "tipo_sangre")
// The kinds of company property lent to a worker under a responsiva (DOMAIN-MX 4.3).
export const propertyTypes = plain("tipos-propiedad", "CatalogoTiposPropiedad", "Tipos de propiedad", "tipo de propiedad", "tipo_propiedad")
export const recognitionTypes = plain("tipos-reconocimiento", "CatalogoTiposReconocimiento", "Tipos de reconocimiento", "tipo de reconocimiento", "tipo_reconocimiento")
