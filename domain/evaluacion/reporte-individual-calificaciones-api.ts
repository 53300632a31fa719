import { Schema } from "effect"
import { fileEndpoint, needsAnyKey, pdfFile } from "../api/endpoint"

// The individual grades report (MODULES-MX §5, "individual PDF" of EVA360/EVA365) [D]: a variant
// of /print-reporte-individual, which prints EVA200's objectives and is open to the person and
// their boss. This one is Recursos Humanos' (EVA360 or EVA365): the person, the cycle, the
// objectives score, and the 360 (with EVA360: the relations that may be shown, overall and per
// competency, with the gap) and the operative evaluation (with EVA365). The person evaluated
// never gets it for themself: their 360 reaches them only through the feedback session.

export const individualGradesMessages = {
  proyecto: "El proyecto no existe",
  empleado: "El colaborador no participa en el proyecto",
  propio: "Su propio reporte de calificaciones se entrega en la sesión de retroalimentación",
  noExiste: "El proyecto de evaluación no existe o no es de sus empresas",
  noParticipante: "El colaborador no participa en el proyecto o no es de sus centros de trabajo",
} as const

const Id = (message: string) => Schema.Int.pipe(Schema.between(1, 2_147_483_647, { message: () => message })).annotations({ message: () => message })

export const IndividualGradesKey = Schema.Struct({ id_proyecto: Id(individualGradesMessages.proyecto), id_empleado: Id(individualGradesMessages.empleado) })
export type IndividualGradesKey = typeof IndividualGradesKey.Type

export const individualGradesEndpoints = {
  printReporteIndividualCalificaciones: fileEndpoint({
    name: "printReporteIndividualCalificaciones",
    method: "POST",
    path: "/print-reporte-individual-calificaciones",
    summary:
      "El reporte individual de calificaciones en PDF, para Recursos Humanos: el colaborador y el proyecto, la calificación de objetivos, su 360 (con EVA360: solo las relaciones que pueden mostrarse, general y por competencia, con la brecha contra el nivel esperado) y su evaluación operativa (con EVA365). El propio colaborador del usuario, 403.",
    access: needsAnyKey("EVA360", "EVA365"),
    writes: false,
    request: IndividualGradesKey,
    scope: { id_empleado: "empleado" },
    file: pdfFile,
  }),
} as const
