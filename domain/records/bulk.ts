import { Schema } from "effect"
import { Envelope, endpoint, needsAnyKey } from "../api/endpoint"
import { type RecordDescriptor, formBodySchema } from "./descriptor"

// A bulk action of a list (a report's selected rows: renew these contracts, register one
// follow-up for each): one form asked once, applied to every selected record on its own. The
// endpoint takes the list of keys (each validated by its schema, distinct, at most `max`) and the
// form's fields, decoded by the same field schemas and rules the form checks in the browser; the
// server answers one result per record (done, waiting for an authorization, or refused with its
// reason), so one record's refusal never undoes another's success.

export interface BulkAction {
  /** Kebab-case, unique on its page. */
  readonly id: string
  /** The toolbar's button ("Renovar"). */
  readonly label: string
  /** The dialog's title for the records selected ("Renovar 2 contratos"). */
  readonly title: (count: number) => string
  /**
   * What the dialog asks once for all of them, drawn by RecordForm and validated by its rules;
   * its `keys` are those of what the action does (the page offers it only to their holders).
   */
  readonly form: RecordDescriptor
  /** A line above the form (how each record is judged). */
  readonly explain?: string
  readonly endpoint: {
    readonly name: string
    readonly path: string
    readonly summary: string
    readonly keys: readonly [string, ...Array<string>]
    /** The body field that lists the records' keys ("contratos"). */
    readonly list: string
    /** One key's schema (a folio's pattern). */
    readonly item: Schema.Schema<string, string>
    readonly max: number
  }
}

/** done: carried out; pending: waits for an authorization flow; refused: nothing changed for it. */
export const BulkOutcome = Schema.Literal("hecho", "pendiente", "rechazado")
export type BulkOutcome = typeof BulkOutcome.Type

export const BulkResult = Schema.Struct({ clave: Schema.String, resultado: BulkOutcome, mensaje: Schema.String })
export type BulkResult = typeof BulkResult.Type
export const BulkAnswer = Schema.Struct({ resultados: Schema.Array(BulkResult) })
export type BulkAnswer = typeof BulkAnswer.Type

export const bulkMessages = {
  ninguno: "Seleccione al menos un registro",
  demasiados: (max: number) => `Seleccione a lo más ${max} registros`,
  repetidos: "La lista repite un registro",
  resumen: (hechos: number, pendientes: number, rechazados: number) =>
    [`${hechos} ${hechos === 1 ? "hecho" : "hechos"}`, `${pendientes} en autorización`, `${rechazados} ${rechazados === 1 ? "rechazado" : "rechazados"}`].join(", "),
} as const

const keyList = (a: BulkAction) =>
  Schema.Array(a.endpoint.item).pipe(
    Schema.minItems(1, { message: () => bulkMessages.ninguno }),
    Schema.maxItems(a.endpoint.max, { message: () => bulkMessages.demasiados(a.endpoint.max) }),
    Schema.filter((keys) => (new Set(keys).size === keys.length ? true : bulkMessages.repetidos)),
  )

/** The body: the keys and the form's fields, then the form's rules on their fields. */
export const bulkRequestSchema = (a: BulkAction) => formBodySchema(a.form, { [a.endpoint.list]: keyList(a) })

export const bulkEndpoint = (a: BulkAction) =>
  endpoint({
    name: a.endpoint.name,
    method: "POST",
    path: a.endpoint.path,
    summary: a.endpoint.summary,
    access: needsAnyKey(...a.endpoint.keys),
    writes: true,
    request: bulkRequestSchema(a),
    response: Envelope(BulkAnswer),
  })

export type BulkEndpoint = ReturnType<typeof bulkEndpoint>

/** The answer's message: how many were done, wait for authorization, or were refused. */
export const bulkSummary = (results: ReadonlyArray<BulkResult>): string =>
  bulkMessages.resumen(
    results.filter((r) => r.resultado === "hecho").length,
    results.filter((r) => r.resultado === "pendiente").length,
    results.filter((r) => r.resultado === "rechazado").length,
  )
