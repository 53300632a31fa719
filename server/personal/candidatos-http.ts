import { Effect } from "effect"
import type { personalCandidatesEndpoints } from "../../domain/personal/candidatos-api"
import { candidateMessages } from "../../domain/personal/candidatos"
import { preHireMessages } from "../../domain/personal/pre-alta-candidatos"
import { auditNote } from "../audit/trail"
import { refuse } from "../http/failure"
import { type HandlersOf, principalOf, ok } from "../http/handler"
import { documentKindOf, pdfKindOf } from "../records/document-kind"
import { serveImage, uploadImage } from "../records/image-http"
import { visibleRow } from "../records/read-record"
import { asRecordTable } from "../records/table"
import { candidateCvs, candidatesTable } from "./candidatos"
import { confirmPreHire } from "./pre-alta-candidatos-confirm"
import { notPending, preHireFiles, preHiresTable } from "./pre-alta-candidatos"

// The calls beside Candidatos and Pre-alta de candidatos (domain/personal/candidatos-api.ts). A
// candidate and a pre-alta are no scoped kind of the router: each call reads the stored record
// through the records platform (findRecord), which applies its scope (the candidate's company,
// the pre-alta's centre): 404 when absent, 403 outside the caller's role. The uploads then go
// through the records' upload (server/records/image-http.ts) with their own check of the bytes.

const cvUpload = {
  entidad: "candidato",
  key: "id_candidato",
  noteField: "cv_subido",
  nuevo: candidateMessages.cvNuevo,
  noValida: candidateMessages.cvNoValido,
  kindOf: pdfKindOf,
}

const documentUpload = (documento: string) => ({
  entidad: "pre-alta",
  key: "id_pre_alta",
  noteField: `documento_${documento}_subido`,
  nuevo: preHireMessages.documentoNuevo,
  noValida: preHireMessages.documentoNoValido,
  kindOf: documentKindOf,
})

export const personalCandidatesHandlers: HandlersOf<typeof personalCandidatesEndpoints> = {
  guardarCvCandidato: ({ id_candidato, file }, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const candidate = yield* visibleRow(asRecordTable(candidatesTable), { id_candidato }, principal, candidateMessages.cvNuevo)
      if (candidate.estado === "Contratado") return yield* refuse(409, candidateMessages.contratado)
      return yield* uploadImage(candidateCvs, cvUpload, id_candidato, file, context)
    }),
  cvCandidato: ({ id_candidato, version }, context) =>
    Effect.gen(function* () {
      yield* visibleRow(asRecordTable(candidatesTable), { id_candidato }, yield* principalOf(context), candidateMessages.cvNoEncontrado)
      return yield* serveImage(candidateCvs, id_candidato, version)
    }),
  guardarDocumentoPreAlta: ({ id_pre_alta, documento, file }, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const preHire = yield* visibleRow(asRecordTable(preHiresTable), { id_pre_alta }, principal, preHireMessages.documentoNuevo)
      if (preHire.estado !== "Pendiente") return yield* notPending(preHire.estado)
      return yield* uploadImage(preHireFiles, documentUpload(documento), id_pre_alta, file, context)
    }),
  documentoPreAlta: ({ id_pre_alta, version }, context) =>
    Effect.gen(function* () {
      yield* visibleRow(asRecordTable(preHiresTable), { id_pre_alta }, yield* principalOf(context), preHireMessages.documentoNoEncontrado)
      return yield* serveImage(preHireFiles, id_pre_alta, version)
    }),
  confirmarAlta: ({ id_pre_alta }, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      // The router runs this write in one transaction with its audit row.
      const { before, result } = yield* confirmPreHire(id_pre_alta, principal)
      yield* auditNote(context, {
        entidad: "pre-alta",
        clave: `id_pre_alta=${id_pre_alta}`,
        antes: { estado: before.estado, id_empleado: before.id_empleado, id_movimiento: before.id_movimiento },
        despues: { id_empleado: result.id_empleado, id_movimiento: result.id_movimiento, estado_alta: result.estado },
      })
      const message = result.estado === "Aplicado" ? preHireMessages.altaAplicada : result.estado === "Autorizado" ? preHireMessages.altaAutorizada : preHireMessages.altaEnviada
      return ok(result, message)
    }),
}
