import { catalogNames } from "../api/catalogs"

// The lookups of the employee record (GP100) that the organisation's did not have: names of the
// server's allowlist (server/personal/gestion-personal-catalogs.ts). Kept beside the record rather than
// in domain/api/catalogs.ts so the record's helper owns them.

export const employeeCatalogNames = {
  estadosCiviles: "cat_estados_civiles",
  tiposSangre: "tipos_sangre",
  parentescos: "parentescos",
  bancos: "bancos",
  /** A company's registros patronales (by id_empresa). */
  registrosPatronalesEmpresa: "registros_patronales_empresa",
  /** A company's periodicidades de pago (by id_empresa). */
  periodicidadesEmpresa: "periodicidades_empresa",
  /** A department's positions in force with no open occupation (by id_depto). */
  posicionesLibres: "posiciones_libres_depto",
} as const

/** The organisation's lookups the record's selects read too (GP100 joins their keys). */
export const sharedLookups: ReadonlyArray<string> = [
  catalogNames.empresasDelRol,
  catalogNames.centrosDelRol,
  catalogNames.departamentosDelRol,
  catalogNames.puestosDelRol,
  catalogNames.paises,
  catalogNames.estados,
  catalogNames.ciudades,
  catalogNames.escolaridades,
]
