import { bestPractices, bestPracticesEndpoints } from "../../../domain/formacion/mejores-practicas"
import type { FormSection } from "../../records/RecordForm"
import { textOf } from "../../records/RecordImageInput"
import { RecordPage } from "../../records/RecordPage"

// Mejores prácticas (FOR320, MODULES-MX §3): the list (Folio, Título, Responsable, Categoría,
// Depto, Ahorro anual, Estado) with its filters and export; the practice on a page of its own in
// three tabs (Información general, Resultados, Seguimiento); each row's Enviar a revisión,
// Publicar, Rechazar and Marcar como replicada are the workflow's, and Imprimir its PDF (print-mp).

export const practicePageTexts = {
  eliminar: (titulo: string) => `Eliminar la práctica ${titulo}`,
} as const

const sections: ReadonlyArray<FormSection> = [
  {
    title: "Información general",
    fields: ["titulo", "id_empleado", "integrantes", "id_categoria", "id_depto", "id_proyecto_formacion", "problema", "situacion_actual", "objetivo", "f_inicio"],
  },
  { title: "Resultados", fields: ["resultados"] },
  { title: "Seguimiento", fields: ["seguimiento"] },
]

export const BestPracticesPage = () => (
  <RecordPage
    descriptor={bestPractices}
    endpoints={bestPracticesEndpoints}
    pageKey="/formacion/mejores-practicas"
    layout="page"
    formProps={{ sections }}
    documentName={(doc, row) => `${doc.label} MP-${textOf(row.id_proyecto).padStart(4, "0")}`}
    deleteLabel={(row) => practicePageTexts.eliminar(textOf(row.titulo))}
  />
)
