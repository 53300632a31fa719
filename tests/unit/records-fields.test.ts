import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { createSchema, formProblems, problemsOf, initialValues, keySchema, listRowSchema, requestOf, valuesOf } from "../../domain/records/descriptor"
import { resourceEndpoints } from "../../domain/records/endpoints"
import { type AnyField, curp, date, email, integer, isRealDate, money, nss, percent, phone, postalCode, rfc, select, text } from "../../domain/records/field"
import { containsPattern, foldText } from "../../domain/records/fold"
import { aidTypes } from "../../domain/personal/tipos-ayuda"
import { kioskUsers } from "../../domain/configuraciones/usuarios-kiosko"

// The records platform's domain side: each field kind turns the form's text into its API value
// or into its Spanish message, and a descriptor derives its schemas and form problems.

const accepts = (field: { readonly form: unknown }, text: string) => {
  const schema = field.form as Schema.Schema<unknown, unknown>
  const result = Schema.decodeUnknownEither(schema)(text)
  return Either.isRight(result) ? result.right : `refused: ${problemsOf(schema, text)[""]}`
}

type Case = readonly [AnyField, string, unknown]
const cases = (list: ReadonlyArray<Case>) => list.map(([field, input, expected]) => ({ field, kind: field.kind, input, expected }))

describe("field kinds read the form's text", () => {
  it.each(cases([
    [text({ label: "Clave", max: 5, required: "La clave es requerido" }), "  AB  ", "AB"],
    [text({ label: "Clave", max: 5, required: "La clave es requerido", upperCase: true }), "ab1", "AB1"],
    [text({ label: "Nombre", max: 10 }), "   ", null],
    [integer({ label: "Meses", min: 0, max: 600 }), "12", 12],
    [money({ label: "Monto" }), "$1,234.50", 1234.5],
    [percent({ label: "Prima" }), "12.5%", 12.5],
    [date({ label: "Fecha" }), "2028-02-29", "2028-02-29"],
    [rfc({ label: "RFC" }), "gode-561231-gr8", "GODE561231GR8"],
    [curp({ label: "CURP" }), "hegg-560427-mvzrrl04", "HEGG560427MVZRRL04"],
    [nss({ label: "NSS" }), "9291 9084 431", "92919084431"],
    [postalCode({ label: "Código postal" }), "06600", "06600"],
    [email({ label: "Correo" }), "ana@empresa.mx", "ana@empresa.mx"],
    [phone({ label: "Teléfono" }), "(55) 1234-5678", "5512345678"],
    [select({ label: "Colaborador", integerId: true }), "42", 42],
  ]))("$kind reads $input", ({ field, input, expected }) => {
    expect(accepts(field, input)).toEqual(expected)
  })

  it.each(cases([
    [text({ label: "Clave", max: 5, required: "La clave es requerido" }), "", "La clave es requerido"],
    [text({ label: "Clave", max: 5 }), "abcdefg", "Clave: máximo 5 caracteres"],
    [integer({ label: "Meses", min: 0, max: 600 }), "1.5", "Meses debe ser un número entero"],
    [integer({ label: "Meses", min: 0, max: 600 }), "seis", "Meses debe ser un número"],
    [integer({ label: "Meses", min: 0, max: 600 }), "601", "Meses debe ser a lo más 600"],
    [money({ label: "Monto" }), "-1", "Monto debe ser al menos 0"],
    [money({ label: "Monto" }), "1.555", "Monto admite a lo más 2 decimales"],
    [date({ label: "Fecha" }), "2027-02-29", "Fecha no es una fecha válida"],
    [rfc({ label: "RFC" }), "GODE561331GR8", "El RFC no tiene un formato válido"],
    [curp({ label: "CURP" }), "BADD110313XCMLNS09", "El CURP no tiene un formato válido"],
    [nss({ label: "NSS" }), "1234", "El NSS no tiene un formato válido"],
    [postalCode({ label: "Código postal" }), "6600", "El código postal debe tener 5 dígitos"],
    [email({ label: "Correo", invalidMessage: "El usuario debe ser un correo electrónico válido" }), "ana@", "El usuario debe ser un correo electrónico válido"],
    [phone({ label: "Teléfono" }), "5512", "El teléfono debe tener 10 dígitos"],
    [phone({ label: "Celular" }), "55 1234", "El celular debe tener 10 dígitos"],
  ]))("$kind refuses $input", ({ field, input, expected }) => {
    expect(accepts(field, input)).toBe(`refused: ${String(expected)}`)
  })

  it("knows real calendar dates", () => {
    expect(isRealDate("2024-02-29")).toBe(true)
    expect(isRealDate("2023-02-29")).toBe(false)
    expect(isRealDate("2024-13-01")).toBe(false)
    expect(isRealDate("29/02/2024")).toBe(false)
  })
})

describe("a descriptor", () => {
  it("derives the form's initial values and its problems, child rows included", () => {
    const empty = initialValues(aidTypes)
    expect(empty).toMatchObject({ id_tipo_ayuda: "", activo: "1", requiere_comprobante: "0", documentos: [] })
    expect(formProblems(aidTypes, "add", empty)).toEqual({
      id_tipo_ayuda: "La clave es requerido",
      n_tipo_ayuda: "La descripción es requerida",
      monto_maximo: "El monto máximo es requerido",
      antiguedad_min_meses: "La antigüedad mínima es requerida",
      vigente_desde: "La fecha de vigencia es requerida",
    })
    const withRow = { ...empty, documentos: [{ n_documento: "", obligatorio: "1" }] }
    expect(formProblems(aidTypes, "add", withRow)["documentos.0.n_documento"]).toBe("El documento es requerido")
  })

  it("turns valid form values into the request the server decodes", () => {
    const values = {
      ...initialValues(aidTypes),
      id_tipo_ayuda: "lentes",
      n_tipo_ayuda: "Lentes",
      monto_maximo: "1,500",
      antiguedad_min_meses: "6",
      vigente_desde: "2026-01-15",
      requiere_comprobante: "1",
      documentos: [{ n_documento: "Receta", obligatorio: "1" }],
    }
    const request = requestOf(aidTypes, "add", values)
    expect(Either.isRight(request)).toBe(true)
    if (Either.isLeft(request)) return
    expect(request.right).toMatchObject({ id_tipo_ayuda: "LENTES", monto_maximo: 1500, detalle: null, documentos: [{ n_documento: "Receta", obligatorio: "1" }] })
    const wire = Schema.encodeSync(createSchema(aidTypes))(request.right)
    expect(Either.isRight(Schema.decodeUnknownEither(createSchema(aidTypes), { onExcessProperty: "error" })(wire))).toBe(true)
    expect(valuesOf(aidTypes, request.right)).toMatchObject({ id_tipo_ayuda: "LENTES", monto_maximo: "1500", documentos: [{ n_documento: "Receta", obligatorio: "1" }] })
  })

  it("applies its cross-field rules by mode, on the field they name", () => {
    const base = { ...initialValues(kioskUsers), id_usuario: "k1", n_usuario: "Kiosko", id_empleado: "7" }
    expect(formProblems(kioskUsers, "add", base).password).toBe("Ingresa un contraseña para el nuevo usuario")
    expect(formProblems(kioskUsers, "edit", base).password).toBeUndefined()
    expect(formProblems(kioskUsers, "edit", { ...base, password: "a", password_confirm: "b" }).password_confirm).toBe("Las contraseñas no coinciden")
  })

  it("answers passwords never and lists rows without their child collections", () => {
    expect(Object.keys((listRowSchema(aidTypes) as unknown as Schema.Struct<Schema.Struct.Fields>).fields)).not.toContain("documentos")
    expect(Object.keys((listRowSchema(kioskUsers) as unknown as Schema.Struct<Schema.Struct.Fields>).fields)).not.toContain("password")
    expect(Object.keys((keySchema(aidTypes) as unknown as Schema.Struct<Schema.Struct.Fields>).fields)).toEqual(["id_tipo_ayuda"])
  })

  it("gives the five resource endpoints their paths, keys and writes", () => {
    const e = resourceEndpoints("TiposAyuda", aidTypes)
    expect([e.list, e.read, e.create, e.write, e.export].map((x) => `${x.method} ${x.path} ${x.writes}`)).toEqual([
      "GET /tipos-ayuda false",
      "GET /tipos-ayuda/:id false",
      "POST /tipos-ayuda true",
      "POST /tipos-ayuda/:id true",
      "POST /exportar-tipos-ayuda false",
    ])
    expect(e.list.access).toEqual({ _tag: "Keys", keys: ["GP050"] })
    const decode = Schema.decodeUnknownEither(e.list.request)
    expect(Either.isRight(decode({ orden: "n_tipo_ayuda", direccion: "desc", pagina: "2", por_pagina: "50" }))).toBe(true)
    expect(Either.isLeft(decode({ orden: "detalle" }))).toBe(true)
    expect(Either.isLeft(decode({ por_pagina: "7" }))).toBe(true)
  })
})

describe("folding for search", () => {
  it.each([
    ["Pérez", "perez"],
    ["NÚÑEZ", "nunez"],
    ["Güero", "guero"],
    ["Ángel Íñiguez", "angel iniguez"],
  ])("%s -> %s", (input, folded) => expect(foldText(input)).toBe(folded))

  it("takes % and _ literally", () => expect(containsPattern("100%_x")).toBe("%100\\%\\_x%"))
})

describe("what a field's API value accepts, it answers", () => {
  const decode = (field: AnyField, input: unknown) => {
    const result = Schema.decodeUnknownEither(field.value as Schema.Schema<unknown, unknown>)(input)
    return Either.isRight(result) ? result.right : `refused: ${problemsOf(field.value as Schema.Schema<unknown, unknown>, input)[""]}`
  }
  const encodes = (field: AnyField, value: unknown) => Either.isRight(Schema.encodeUnknownEither(field.value as Schema.Schema<unknown, unknown>)(value))

  it.each([
    ["", null],
    ["   ", null],
    [null, null],
    ["  Ruiz ", "Ruiz"],
  ] as const)("an optional text of %j is %j", (input, expected) => {
    const field = text({ label: "Apellido materno", max: 60 })
    const value = decode(field, input)
    expect(value).toEqual(expected)
    expect(encodes(field, value)).toBe(true)
  })

  it("blank is the required message, not null, where the field is required", () => {
    expect(decode(text({ label: "Nombre", max: 60, required: "El nombre es requerido" }), "  ")).toBe("refused: El nombre es requerido")
  })

  it("blank stays refused for an optional number: it is no number", () => {
    expect(decode(integer({ label: "Meses" }), "")).toMatch(/^refused/)
    expect(decode(select({ label: "Colaborador", integerId: true }), "")).toMatch(/^refused/)
  })

  it("a lone surrogate is refused, naming the field; a paired one is text", () => {
    const field = text({ label: "Objetivo", max: 100 })
    expect(decode(field, "Dirigir \ud800 el área")).toBe("refused: Objetivo contiene caracteres que no forman texto válido")
    expect(decode(field, "\udc00")).toMatch(/^refused/)
    expect(decode(field, "Dirigir 𝄞")).toBe("Dirigir 𝄞")
  })
})
