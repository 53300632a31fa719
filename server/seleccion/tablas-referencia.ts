import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { foldPhrase } from "../../domain/rules/seleccion-lenguaje-discriminatorio"
import {
  barredPhrases,
  evaluationTypes,
  offerTemplates,
  rejectionReasons,
  requisitionReasons,
  sources,
} from "../../domain/seleccion/tablas-referencia-catalogues"
import { referenceMessages } from "../../domain/seleccion/tablas-referencia-vocabulary"
import type { ReferenceCatalogue } from "../../domain/records/reference/catalogue"
import { refuseField } from "../http/failure"
import { catalogueTable } from "../records/catalogue-table"
import { type SerialTable, nextSerialKey } from "../records/serial-key"
import type { RecordTable } from "../records/table"
import { checkFreeText } from "./palabras-vetadas"

// Selección's reference catalogues (Tablas de referencia, SEL050) as record resources, keyed by
// the database's numbers. A row in use is never deleted (server/records/catalogue-table.ts): users
// deactivate it instead. A barred phrase is unique as the scanner compares it (folded), and an
// offer template's text passes the scanner, since offers copy it.

const numbered = (c: ReferenceCatalogue, table: SerialTable & string, hooks?: RecordTable["hooks"]): RecordTable =>
  catalogueTable({
    descriptor: c.descriptor,
    endpoints: c.endpoints,
    entity: c.descriptor.singular,
    table,
    generatedKey: () => nextSerialKey(table),
    ...(hooks === undefined ? {} : { hooks }),
  })

/** Another phrase that folds to the same text (the scanner would see them as one). */
const checkPhrase = (frase: unknown, own: unknown) =>
  Effect.gen(function* () {
    if (typeof frase !== "string") return
    const folded = foldPhrase(frase)
    if (folded.replace(/[….\s]/gu, "") === "") return yield* refuseField("frase", referenceMessages.fraseSinPalabras)
    const sql = yield* SqlClient.SqlClient
    const others = yield* sql<{ id_palabra: number | string; frase: string }>`SELECT id_palabra, frase FROM sel_palabras_vetadas`
    if (others.some((o) => Number(o.id_palabra) !== Number(own) && foldPhrase(o.frase) === folded)) return yield* refuseField("frase", referenceMessages.fraseDuplicada, 409)
  })

export const selectionReferenceTables: ReadonlyArray<RecordTable> = [
  numbered(sources, "sel_fuentes"),
  numbered(requisitionReasons, "sel_motivos_requisicion"),
  numbered(rejectionReasons, "sel_motivos_rechazo"),
  numbered(evaluationTypes, "sel_tipos_evaluacion"),
  numbered(barredPhrases, "sel_palabras_vetadas", {
    beforeWrite: (request, _mode, stored) => checkPhrase(request.frase, stored?.id_palabra),
  }),
  numbered(offerTemplates, "sel_plantillas_oferta", {
    beforeWrite: (request) => checkFreeText({ texto: typeof request.texto === "string" ? request.texto : null }),
  }),
]
