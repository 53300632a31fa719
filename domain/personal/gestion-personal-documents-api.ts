import { Schema } from "effect"
import { needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { idParam } from "../api/id-param"

// The "Documentos" tab of the employee record (Gestión de personal, GP100): one person's company
// documents, kind by kind (the property they hold or held under a responsiva, their actas
// administrativas, their cartas laborales and their reconocimientos: each is one entry of the
// server's list, server/personal/gestion-personal-documents.ts). A kind is answered only to a caller holding its own
// page's key, so the tab never shows an acta to someone who could not open Actas administrativas;
// each row names the PDF calls it has, which need that same key.

const IdEmpleadoParam = idParam("La clave del colaborador no es válida")

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

const calls = endpointFamily(needsAnyKey("GP100"), {
  documentosColaborador: {
    method: "GET",
    summary:
      "Los documentos de un colaborador por tipo (responsivas de propiedades, actas administrativas...), cada uno con su folio, fecha, descripción, estado y los PDF que tiene; solo los tipos cuya página permite su perfil. 403 si el colaborador no está a su alcance.",
    query: true,
    scope: { id_empleado: "empleado" },
    request: Schema.Struct({ id_empleado: IdEmpleadoParam }),
    result: Schema.Array(SeccionDocumentos),
  },
})
export const { documentosColaborador } = calls

export const personalEmployeeDocumentsEndpoints = { documentosColaborador } as const
