import { Schema } from "effect"
import { needsAnyKey, pdfFile } from "../api/endpoint"
import { fileVersion, keptFileCalls } from "../api/versioned-file"
import { sizeText } from "../size-limits"

// The calls of Proyectos de clima laboral (CLI200) beside its resource: the project's política de
// prevención (NOM-035 5.1, the Guía IV model, MODULES-MX §4.2), a PDF of up to 10 MB judged by
// its content, as a contract's follow-up keeps its attachment. It is not a field of the form: a
// project stops being editable once its application starts, while its policy may arrive or be
// replaced later, so the upload itself names the policy on the project (CLI260 counts it). Each
// call names a project by its key; 404 when there is none, 403 when it is outside the caller's centres.

export const policyMaxBytes = 10 * 1024 * 1024

export const policyMessages = {
  noValida: "La política de prevención debe ser un PDF",
  grande: `La política de prevención no puede exceder de ${sizeText(policyMaxBytes)}`,
  cancelado: "Un proyecto cancelado no recibe la política de prevención",
  inexistente: "El proyecto no existe",
  guardada: "Política de prevención guardada",
} as const

const folio = "La clave del proyecto no es válida"
const IdProyecto = Schema.NumberFromString.pipe(Schema.int({ message: () => folio }), Schema.between(1, 2_147_483_647, { message: () => folio }))

export const PolicyVersion = fileVersion("La versión de la política de prevención no es válida")

export const { adjuntarPoliticaClima, politicaClima } = keptFileCalls({
  access: needsAnyKey("CLI200"),
  id: "id_proyecto",
  idSchema: IdProyecto,
  version: PolicyVersion,
  upload: {
    name: "adjuntarPoliticaClima",
    path: "/adjuntar-politica-clima/:id_proyecto",
    summary: `Sube la política de prevención de riesgos psicosociales de un proyecto de clima laboral (multipart/form-data, parte 'file'): solo PDF reconocido por su contenido, de hasta ${sizeText(policyMaxBytes)}. La guarda en el proyecto (reemplaza la anterior) y responde su versión, que el proyecto guarda en \`politica_prevencion\`; 404 si no existe, 403 si no es de sus centros de trabajo, 409 si está cancelado, 415 si no es un PDF, 413 si excede el tamaño.`,
    maxBytes: policyMaxBytes,
    tooLarge: policyMessages.grande,
  },
  read: {
    name: "politicaClima",
    path: "/politica-clima/:id_proyecto/:version",
    summary: "La política de prevención guardada de un proyecto de clima laboral (PDF); 404 si no existe, 403 si no es de sus centros de trabajo.",
    file: pdfFile,
  },
})

export const policyEndpoints = { adjuntarPoliticaClima, politicaClima } as const
