import { Schema } from "effect"
import { Envelope, endpoint, needsAnyKey } from "./endpoint"

// The "Documentos" tab of the employee record (Gestión de personal, GP100): one person's company
// documents, kind by kind (the property they hold or held under a responsiva, their actas
// administrativas, their cartas laborales and their reconocimientos: each is one entry of the
// server's list, server/personal/employee-documents.ts). A kind is answered only to a caller holding its own
// page's key, so the tab never shows an acta to someone who could not open Actas administrativas;
// each row names the PDF calls it has, which need that same key.

const IdEmpleadoParam = Schema.NumberFromString.pipe(
  Schema.int({ message: () => "La clave del colaborador no es válida" }),
  Schema.between(1, 999_999_999, { message: () => "La clave del colaborador no es válida" }),
)

export const DocumentoColaborador = Schema.Struct({
  /** The record's key, the one its PDF calls take. */
  id: Schema.Number,
  folio: Schema.String,
  fecha: Schema.NullOr(Schema.String),
  descripcion: Schema.String,
  estado: Schema.NullOr(Schema.String),
  /** Names of the contract's PDF endpoints that print this record now. */
  pdfs: Schema.Array(Schema.String),
})
export type DocumentoColaborador = typeof DocumentoColaborador.Type

export const SeccionDocumentos = Schema.Struct({
  /** The kind: "responsivas", "actas", ... */
  tipo: Schema.String,
  titulo: Schema.String,
  registros: Schema.Array(DocumentoColaborador),
})
export type SeccionDocumentos = typeof SeccionDocumentos.Type

export const documentosColaborador = endpoint({
  name: "documentosColaborador",
  method: "GET",
  path: "/documentos-colaborador",
  summary:
    "Los documentos de un colaborador por tipo (responsivas de propiedades, actas administrativas...), cada uno con su folio, fecha, descripción, estado y los PDF que tiene; solo los tipos cuya página permite su perfil. 403 si el colaborador no está a su alcance.",
  access: needsAnyKey("GP100"),
  writes: false,
  query: true,
  scope: { id_empleado: "empleado" },
  request: Schema.Struct({ id_empleado: IdEmpleadoParam }),
  response: Envelope(Schema.Array(SeccionDocumentos)),
})

export const personalEmployeeDocumentsEndpoints = { documentosColaborador } as const
