import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { bulkRenewal, bulkRenewalMessages } from "../../domain/contratos/contratos-vencer-bulk"
import { contractMessages } from "../../domain/contratos/gestion-contratos-vocabulary"
import { bulkMessages, bulkRequestSchema, bulkSummary } from "../../domain/records/bulk"

// A bulk action's body (domain/records/bulk.ts), through Contratos por vencer's renewal: the list
// of keys (one at least, at most the action's maximum, none twice, each a valid folio) and the
// form's fields with its rules (FECHA needs its end, MESES its months, neither the other's), and
// the answer's summary.

const decode = Schema.decodeUnknownEither(bulkRequestSchema(bulkRenewal))
const messagesOf = (body: unknown): ReadonlyArray<string> => {
  const decoded = decode(body)
  return Either.isRight(decoded) ? [] : [decoded.left.message]
}
const folio = (n: number) => `CT-1-2026-${String(n).padStart(5, "0")}`

describe("a bulk action's body", () => {
  it("takes one key or more, distinct and valid, up to the maximum", () => {
    expect(Either.isRight(decode({ contratos: [folio(1), folio(2)], modo: "FECHA", f_fin: "2026-12-31", meses: null }))).toBe(true)
    expect(messagesOf({ contratos: [], modo: "FECHA", f_fin: "2026-12-31" }).join()).toContain(bulkMessages.ninguno)
    expect(messagesOf({ contratos: [folio(1), folio(1)], modo: "FECHA", f_fin: "2026-12-31" }).join()).toContain(bulkMessages.repetidos)
    expect(messagesOf({ contratos: ["X-1"], modo: "FECHA", f_fin: "2026-12-31" }).join()).toContain("El folio del contrato no es válido")
    const many = Array.from({ length: bulkRenewal.endpoint.max + 1 }, (_, i) => folio(i + 1))
    expect(messagesOf({ contratos: many, modo: "FECHA", f_fin: "2026-12-31" }).join()).toContain(bulkMessages.demasiados(bulkRenewal.endpoint.max))
  })

  it("applies the form's rules: each mode its own field, never the other's", () => {
    expect(messagesOf({ contratos: [folio(1)], modo: "FECHA" }).join()).toContain(contractMessages.fin)
    expect(messagesOf({ contratos: [folio(1)], modo: "MESES" }).join()).toContain(bulkRenewalMessages.meses)
    expect(messagesOf({ contratos: [folio(1)], modo: "MESES", meses: 6, f_fin: "2026-12-31" }).join()).toContain(bulkRenewalMessages.sinFecha)
    expect(Either.isRight(decode({ contratos: [folio(1)], modo: "MESES", meses: 6 }))).toBe(true)
  })

  it("sums up the answer", () => {
    const r = (resultado: "hecho" | "pendiente" | "rechazado") => ({ clave: folio(1), resultado, mensaje: "" })
    expect(bulkSummary([r("hecho"), r("pendiente"), r("rechazado"), r("rechazado")])).toBe("1 hecho, 1 en autorización, 2 rechazados")
  })
})
