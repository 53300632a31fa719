import type { JobBoardCatalog } from "../../domain/configuraciones/catalogos-bolsa-trabajo"

// The allowlist of each catalogue key the page may send maps to the one table it
// copies, its key column and its columns (the same names in both databases). Nothing the
// client sends is ever used as an identifier.

export interface CatalogTable {
  readonly table: string
  readonly key: string
  /** Column name to its type in the job-board database (created there when missing). */
  readonly columns: Readonly<Record<string, "INTEGER" | "CHAR(1)" | "VARCHAR(100)">>
}

const simple = (table: string, id: string, name: string): CatalogTable => ({
  table,
  key: id,
  columns: { [id]: "INTEGER", [name]: "VARCHAR(100)" },
})

export const catalogTables: { readonly [K in JobBoardCatalog]: CatalogTable } = {
  areas: simple("cat_areas", "id_area", "n_area"),
  estados_civiles: simple("cat_estados_civiles", "id_estado_civil", "n_estado_civil"),
  esquemas: simple("cat_esquemas", "id_esquema", "n_esquema"),
  giros: simple("cat_giros", "id_giro", "n_giro"),
  sexos: { table: "cat_sexos", key: "id_sexo", columns: { id_sexo: "CHAR(1)", n_sexo: "VARCHAR(100)" } },
  tipos_certificado: simple("cat_tipos_certificado", "id_tipo_certificado", "n_tipo_certificado"),
  tipos_formacion: simple("cat_tipos_formacion", "id_tipo_formacion", "n_tipo_formacion"),
  paises: simple("paises", "id_pais", "n_pais"),
  estados: { table: "estados", key: "id_estado", columns: { id_estado: "INTEGER", id_pais: "INTEGER", n_estado: "VARCHAR(100)" } },
  ciudades: { table: "ciudades", key: "id_ciudad", columns: { id_ciudad: "INTEGER", id_estado: "INTEGER", n_ciudad: "VARCHAR(100)" } },
}
