import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { amountText, portalLinkTexts, portalTargetSearch } from "../../domain/personal/portal-request-link"
import { portalRequestHref } from "../../domain/personal/solicitudes-portal-vocabulary"
import { createSchema, initialValues, requestOf, updateSchema, valuesOf } from "../../domain/records/descriptor"
import { personalLoans } from "../../domain/personal/prestamos-autorizados"

// The link between a kiosk request and the record HR creates for it: the target pages' search
// parameters (what Solicitudes del portal writes, read back; anything else dropped), and the
// records platform's `addOnly` field that carries the link on a create only.

describe("a target page's search parameters", () => {
  it("reads back what Solicitudes del portal writes, as TanStack Router parses it", () => {
    const href = portalRequestHref({ id_solicitud: 12, id_empleado: 345, id_tipo_solicitud: "PRESTAMO", monto: 3500 }) ?? ""
    expect(href).toBe("/personal/prestamos-autorizados?id_empleado=345&id_solicitud=12&monto=3500.00")
    // The router turns numeric values into numbers ("3500.00" -> 3500); text stays valid too.
    expect(portalTargetSearch({ id_empleado: 345, id_solicitud: 12, monto: 3500 })).toEqual({ id_empleado: 345, id_solicitud: 12, monto: 3500 })
    expect(portalTargetSearch({ id_empleado: "345", id_solicitud: "12", monto: "2500.50" })).toEqual({ id_empleado: 345, id_solicitud: 12, monto: 2500.5 })
    expect(amountText(2500.5)).toBe("2500.50")
    expect(amountText(undefined)).toBe("")
  })

  it.each([
    [{}, {}],
    [{ id_solicitud: 12 }, {}],
    [{ id_solicitud: 0, id_empleado: 3 }, {}],
    [{ id_solicitud: 1.5, id_empleado: 3 }, {}],
    [{ id_solicitud: "12; DROP", id_empleado: 3 }, {}],
    [{ id_solicitud: 2_147_483_648, id_empleado: 3 }, {}],
    [{ id_solicitud: 12, id_empleado: 3, monto: -1 }, { id_solicitud: 12, id_empleado: 3 }],
    [{ id_solicitud: 12, id_empleado: 3, monto: 10.005 }, { id_solicitud: 12, id_empleado: 3 }],
    [{ id_solicitud: 12, id_empleado: 3, monto: "1e3" }, { id_solicitud: 12, id_empleado: 3 }],
    [{ id_solicitud: 12, id_empleado: 3, tabla: "usuarios" }, { id_solicitud: 12, id_empleado: 3 }],
  ] as const)("keeps only valid values of %j", (search, expected) => {
    expect(portalTargetSearch(search)).toEqual(expected)
  })

  it("names the wrong type in words", () => {
    expect(portalLinkTexts.otroTipo("prestamos", "Ayuda económica")).toBe("La solicitud del portal es de ayuda económica: no se atiende con un préstamo")
  })
})

describe("an addOnly field (the loan's id_solicitud)", () => {
  const loan = { id_empleado: 7, f_solicitud: "2026-11-10", monto: 2000, num_pagos: 8, otorgante: "EMPRESA", f_primer_descuento: "2026-11-15", motivo: null }
  const decode = (schema: Schema.Schema<unknown, unknown>, body: unknown) => Either.isRight(Schema.decodeUnknownEither(schema, { onExcessProperty: "error" })(body))

  it("may be left out of a create or sent with it, and is never part of an update", () => {
    const create = createSchema(personalLoans) as unknown as Schema.Schema<unknown, unknown>
    const update = updateSchema(personalLoans) as unknown as Schema.Schema<unknown, unknown>
    expect(decode(create, loan)).toBe(true)
    expect(decode(create, { ...loan, id_solicitud: null })).toBe(true)
    expect(decode(create, { ...loan, id_solicitud: 12 })).toBe(true)
    expect(decode(create, { ...loan, id_solicitud: 0 })).toBe(false)
    expect(decode(update, loan)).toBe(true)
    expect(decode(update, { ...loan, id_solicitud: 12 })).toBe(false)
  })

  it("travels in the add form's request and stays out of the edit form's", () => {
    const values = { ...initialValues(personalLoans), id_empleado: "7", f_solicitud: "2026-11-10", monto: "2000.00", num_pagos: "8", f_primer_descuento: "2026-11-15", id_solicitud: "12" }
    expect(requestOf(personalLoans, "add", values)).toEqual(Either.right(expect.objectContaining({ id_solicitud: 12 })))
    const edit = requestOf(personalLoans, "edit", valuesOf(personalLoans, { ...loan, id_solicitud: 12 }))
    expect(Either.isRight(edit) && !("id_solicitud" in edit.right)).toBe(true)
  })
})
