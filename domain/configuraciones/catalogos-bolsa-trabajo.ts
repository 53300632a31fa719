import { Schema } from "effect"
import { messages } from "../messages"
import { formatCountOf } from "../number-format"

// The catalogues that can be copied to the job-board database. The keys are
// what the page sends as `table`; the server maps each to its own table definitions (an
// allowlist), so a client never names a table.

export const jobBoardCatalogs = [
  { key: "areas", label: "Áreas funcionales" },
  { key: "estados_civiles", label: "Estados civiles" },
  { key: "esquemas", label: "Esquemas" },
  { key: "giros", label: "Giros" },
  { key: "sexos", label: "Sexos" },
  { key: "tipos_certificado", label: "Tipos de certificado" },
  { key: "tipos_formacion", label: "Tipos de formación" },
  { key: "paises", label: "Países" },
  { key: "estados", label: "Estados" },
  { key: "ciudades", label: "Ciudades" },
] as const
export type JobBoardCatalog = (typeof jobBoardCatalogs)[number]["key"]

export const isJobBoardCatalog = (value: string): value is JobBoardCatalog => jobBoardCatalogs.some((c) => c.key === value)

export const jobBoardTexts = {
  titulo: "Catálogos bolsa de trabajo",
  catalogo: "Catálogo",
  elegir: "Seleccione un catálogo",
  exportar: "Exportar Datos",
  exportando: "Exportando",
  confirmar: "¿Desea exportar los datos del catálogo seleccionado?",
  aceptar: "Aceptar",
  cancelar: "Cancelar",
  desconectada: "La exportación a la bolsa de trabajo está desactivada en los parámetros del sistema.",
  catalogoInvalido: "El catálogo seleccionado no existe",
  exportados: (n: number) => (n === 1 ? "Se exportó 1 registro." : `Se exportaron ${formatCountOf(n, "registro", "registros")}.`),
} as const

export const ExportCatalogRequest = Schema.Struct({
  table: Schema.String.pipe(Schema.nonEmptyString({ message: () => messages.catalogoRequerido }), Schema.maxLength(40)),
})

export const ExportCatalogResult = Schema.Struct({ table: Schema.String, exportados: Schema.Int })

/** Result[0].bolsa_conecta; '1' enables the export. */
export const BolsaConecta = Schema.Array(Schema.Struct({ bolsa_conecta: Schema.Literal("1", "0") }))
