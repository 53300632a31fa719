import { formationCatalogue } from "./tablas-referencia-catalogue"

// The catalogues of Formación that are only a clave, a description and the active flag. The
// modalidades and conceptos de gasto start with the rows of MODULES-MX §3 (migration 0235).
export const modalities = formationCatalogue("modalidades", "CatalogoModalidades", {
  resource: "catalogo-modalidades",
  title: "Modalidades",
  singular: "modalidad",
  id: "id_modalidad",
  name: "n_modalidad",
})

export const courseTypes = formationCatalogue("tipos-curso", "CatalogoTiposCurso", {
  resource: "catalogo-tipos-curso",
  title: "Tipos de curso",
  singular: "tipo de curso",
  id: "id_tipo_curso",
  name: "n_tipo_curso",
})

export const expenseConcepts = formationCatalogue("conceptos-gasto", "CatalogoConceptosGasto", {
  resource: "catalogo-conceptos-gasto",
  title: "Conceptos de gasto",
  singular: "concepto de gasto",
  id: "id_concepto_gasto",
  name: "n_concepto_gasto",
})
