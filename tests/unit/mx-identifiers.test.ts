import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { problemsOf } from "../../domain/records/descriptor"
import { clabe, curp, nss, postalCode, registroPatronal, rfc } from "../../domain/records/field"
import { clabeCheckDigit, clabeProblem } from "../../domain/rules/clabe"
import { curpBirthDate, curpCheckDigit, curpMatchesBirthDate, curpProblem, curpSex } from "../../domain/rules/curp"
import { normalizeIdentifier } from "../../domain/rules/identifier-text"
import { nssCheckDigit, nssProblem } from "../../domain/rules/nss"
import { postalCodeProblem } from "../../domain/rules/postal-code"
import { registroPatronalProblem } from "../../domain/rules/registro-patronal"
import { rfcCheckDigit, rfcDatePart, rfcProblem, rfcTipoPersona } from "../../domain/rules/rfc"

// The Mexican identifiers as pure rules, and the record field kinds that use them. Valid examples
// are public ones whose check digits python-stdnum's test data also accepts (hypothetical people
// and companies); the few built here take their check digit from the rule under test.

const withDigit = (base: string, digit: (b: string) => string) => `${base}${digit(base)}`

describe("normalizeIdentifier", () => {
  it.each([
    ["gode561231gr8", "GODE561231GR8"],
    [" GODE 561231 GR8 ", "GODE561231GR8"],
    ["gode-561231-gr8", "GODE561231GR8"],
    ["9291-9084-431", "92919084431"],
    ["y12-34567-10-1", "Y1234567101"],
    ["muñ-110218-lj6", "MUÑ110218LJ6"],
  ])("%s -> %s", (input, expected) => {
    expect(normalizeIdentifier(input)).toBe(expected)
  })
})

describe("RFC", () => {
  it.each([
    "GODE561231GR8", // persona física, python-stdnum's documented example
    "MAB9307148T4", // persona moral
    "AEL7407151YA", // check digit A
    "AAA390128530", // check digit 0 (11 - 0)
    "CGB000229SW0", // 29 February 2000
    "&&&030828PX7", // & in the name
    "MUÑ110218LJ6", // Ñ in the name
    "COML8103203QA",
    "B&D9605298Y3",
  ])("accepts %s", (value) => {
    expect(rfcProblem(value)).toBeNull()
  })

  it.each(["gode561231gr8", "gode-561231-gr8", " GODE 561231 GR8 ", "mab-930714-8t4"])("normalizes %s before checking", (value) => {
    expect(rfcProblem(value)).toBeNull()
  })

  it.each([
    ["XAXX010101000", "No se permite un RFC genérico"],
    ["xexx-010101-000", "No se permite un RFC genérico"],
    ["GODE561231GR9", "El dígito verificador del RFC no es válido"],
    ["VACE460910SX6", "El dígito verificador del RFC no es válido"], // python-stdnum: wrong digit
    ["SIN9311169P8", "El dígito verificador del RFC no es válido"],
    ["GODE561331GR8", "El RFC no tiene un formato válido"], // month 13
    ["GODE560230GR8", "El RFC no tiene un formato válido"], // 30 February
    ["CACA580710NF7", "El RFC no tiene un formato válido"], // refused first four letters
    ["PUTO580710NF7", "El RFC no tiene un formato válido"],
    ["CCM650122I06", "El RFC no tiene un formato válido"], // homoclave with 0
    ["GODE561231OR8", "El RFC no tiene un formato válido"], // homoclave with O
    ["AABN8211038Ñ2", "El RFC no tiene un formato válido"],
    ["GOD3561231GR8", "El RFC no tiene un formato válido"],
    ["GODE561231", "El RFC no tiene un formato válido"], // without homoclave
    ["GODE561231GR8X", "El RFC no tiene un formato válido"],
    ["ABC", "El RFC no tiene un formato válido"],
  ])("refuses %s: %s", (value, message) => {
    expect(rfcProblem(value)).toBe(message)
  })

  it("refuses 29 February of a year that has none, and accepts it in 2000", () => {
    expect(rfcProblem(withDigit("GODE010229GR", rfcCheckDigit))).toBe("El RFC no tiene un formato válido")
    expect(rfcProblem(withDigit("GODE000229GR", rfcCheckDigit))).toBeNull()
  })

  it("fixes the length by tipo de persona", () => {
    expect(rfcProblem("GODE561231GR8", { tipoPersona: "F" })).toBeNull()
    expect(rfcProblem("MAB9307148T4", { tipoPersona: "M" })).toBeNull()
    expect(rfcProblem("MAB9307148T4", { tipoPersona: "F" })).toBe("El RFC debe tener 13 caracteres para persona física")
    expect(rfcProblem("GODE561231GR8", { tipoPersona: "M" })).toBe("El RFC debe tener 12 caracteres para persona moral")
    expect(rfcProblem("XAXX010101000", { tipoPersona: "M" })).toBe("No se permite un RFC genérico")
  })

  it("leaves the check digit to the caller when told", () => {
    expect(rfcProblem("VACE460910SX6", { checkDigit: false })).toBeNull()
    expect(rfcProblem("GODE561331GR8", { checkDigit: false })).toBe("El RFC no tiene un formato válido")
  })

  it("computes the check digit over the 12-character left-padded base", () => {
    expect(rfcCheckDigit("GODE561231GR")).toBe("8")
    expect(rfcCheckDigit("MAB9307148T")).toBe("4") // one leading space
    expect(rfcCheckDigit("AEL7407151Y")).toBe("A") // 11 - r = 10
    expect(rfcCheckDigit("AAA39012853")).toBe("0") // 11 - r = 11
    expect(rfcCheckDigit("XAXX01010100")).toBe("4") // the generic RFC does not pass its own digit
  })

  it("reads the date part and the tipo de persona", () => {
    expect(rfcDatePart("GODE561231GR8")).toBe("561231")
    expect(rfcDatePart("mab-930714-8t4")).toBe("930714")
    expect(rfcDatePart("GODE")).toBeNull()
    expect(rfcTipoPersona("GODE561231GR8")).toBe("F")
    expect(rfcTipoPersona("MAB9307148T4")).toBe("M")
    expect(rfcTipoPersona("ABC")).toBeNull()
  })
})

describe("CURP", () => {
  it.each([
    "HEGG560427MVZRRL04",
    "BEML920313HMCLNS09",
    "PEGL890909MJCRMS08",
    "AAMG890608HDFLJL00",
    "BOXW310820HNERXN09", // born abroad (NE)
    "ROCE000131HNLDNDA0", // born in 2000: a letter in position 17
  ])("accepts %s", (value) => {
    expect(curpProblem(value)).toBeNull()
  })

  it.each(["hegg560427mvzrrl04", "HEGG-560427-MVZRRL04", "hegg 560427 mvzrrl04"])("normalizes %s before checking", (value) => {
    expect(curpProblem(value)).toBeNull()
  })

  it.each([
    // The format illustration widely copied from encyclopaedias: its last digit should be 6.
    ["BADD110313HCMLNS09", "El dígito verificador del CURP no es válido"],
    ["PEGL890909MJCRMS09", "El dígito verificador del CURP no es válido"],
    ["BOXW310820HNERXN08", "El dígito verificador del CURP no es válido"],
    ["BADD110313XCMLNS09", "El CURP no tiene un formato válido"], // sex neither H nor M
    ["PEGL890909QJCRMS08", "El CURP no tiene un formato válido"],
    ["PEGL890909MQQRMS02", "El CURP no tiene un formato válido"], // no such state
    ["PEGL891313MJCRMS06", "El CURP no tiene un formato válido"], // month 13
    ["PEGL890230MJCRMS08", "El CURP no tiene un formato válido"], // 30 February
    ["BACA890909MJCRMS05", "El CURP no tiene un formato válido"], // refused first four letters
    ["PBGL890909MJCRMS08", "El CURP no tiene un formato válido"], // second letter not a vowel
    ["PEGL890909MJCAMS08", "El CURP no tiene un formato válido"], // a vowel among the consonants
    ["123ZZZZZZZZZZZZZ90", "El CURP no tiene un formato válido"],
    ["PEGL890909MJCRMS0", "El CURP no tiene un formato válido"],
  ])("refuses %s: %s", (value, message) => {
    expect(curpProblem(value)).toBe(message)
  })

  it("takes the century from position 17 when checking the date", () => {
    // 29 February 1900 does not exist, 29 February 2000 does.
    expect(curpProblem(withDigit("PEGL000229MJCRMS0", curpCheckDigit))).toBe("El CURP no tiene un formato válido")
    expect(curpProblem(withDigit("PEGL000229MJCRMSA", curpCheckDigit))).toBeNull()
  })

  it("computes the check digit", () => {
    expect(curpCheckDigit("HEGG560427MVZRRL0")).toBe("4")
    expect(curpCheckDigit("BADD110313HCMLNS0")).toBe("6")
  })

  it("reads the birth date with its century and the sex", () => {
    expect(curpBirthDate("HEGG560427MVZRRL04")).toBe("1956-04-27")
    expect(curpBirthDate("ROCE000131HNLDNDA0")).toBe("2000-01-31")
    expect(curpBirthDate("PEGL000229MJCRMS05")).toBeNull()
    expect(curpMatchesBirthDate("HEGG560427MVZRRL04", "1956-04-27")).toBe(true)
    expect(curpMatchesBirthDate("hegg-560427-mvzrrl04", "1956-04-27")).toBe(true)
    expect(curpMatchesBirthDate("HEGG560427MVZRRL04", "2056-04-27")).toBe(false)
    expect(curpMatchesBirthDate("HEGG560427MVZRRL04", "1956-04-28")).toBe(false)
    expect(curpSex("HEGG560427MVZRRL04")).toBe("M")
    expect(curpSex("BEML920313HMCLNS09")).toBe("H")
    expect(curpSex("BEML920313XMCLNS09")).toBeNull()
  })
})

describe("NSS", () => {
  it("computes the Luhn check digit of the worked example", () => {
    expect(nssCheckDigit("9291908443")).toBe("1")
  })

  it.each(["92919084431", "9291 9084 431", "9291-9084-431", withDigit("0123456789", nssCheckDigit), withDigit("4397123456", nssCheckDigit)])(
    "accepts %s",
    (value) => {
      expect(nssProblem(value)).toBeNull()
    },
  )

  it.each([
    ["92919084432", "El dígito verificador del NSS no es válido"],
    ["92919084430", "El dígito verificador del NSS no es válido"],
    ["1234", "El NSS no tiene un formato válido"],
    ["9291908443", "El NSS no tiene un formato válido"],
    ["929190844310", "El NSS no tiene un formato válido"],
    ["9291908443A", "El NSS no tiene un formato válido"],
  ])("refuses %s: %s", (value, message) => {
    expect(nssProblem(value)).toBe(message)
  })
})

describe("registro patronal", () => {
  it.each(["Y1234567101", "Y12-34567-10-1", "y12 34567 10 1", "A0000000000"])("accepts %s", (value) => {
    expect(registroPatronalProblem(value)).toBeNull()
  })

  it.each(["12345678901", "Y123456710", "Y12345671012", "YY234567101", "Ñ1234567101"])("refuses %s", (value) => {
    expect(registroPatronalProblem(value)).toBe("El registro patronal no tiene un formato válido")
  })
})

describe("código postal", () => {
  it.each(["06600", " 06600 ", "64000"])("accepts %s", (value) => {
    expect(postalCodeProblem(value)).toBeNull()
  })

  it.each(["6600", "066000", "0660A", "06 600", ""])("refuses %s", (value) => {
    expect(postalCodeProblem(value)).toBe("El código postal debe tener 5 dígitos")
  })
})

describe("CLABE", () => {
  it("computes the check digit with weights 3, 7, 1", () => {
    expect(clabeCheckDigit("00201007777777777")).toBe("1")
  })

  it.each(["002010077777777771", "002 010 07777777777 1", "002-010-07777777777-1", withDigit("01218000118359719", clabeCheckDigit)])(
    "accepts %s",
    (value) => {
      expect(clabeProblem(value)).toBeNull()
    },
  )

  it.each([
    ["002010077777777772", "El dígito verificador de la CLABE no es válido"],
    ["002010077777777770", "El dígito verificador de la CLABE no es válido"],
    ["00201007777777777", "La CLABE no tiene un formato válido"],
    ["0020100777777777711", "La CLABE no tiene un formato válido"],
    ["00201007777777777A", "La CLABE no tiene un formato válido"],
  ])("refuses %s: %s", (value, message) => {
    expect(clabeProblem(value)).toBe(message)
  })
})

// The field kinds: the same schema reads the form's text and decodes the API's value.

const formRead = (field: { readonly form: unknown }, text: string) => {
  const schema = field.form as Schema.Schema<unknown, unknown>
  const result = Schema.decodeUnknownEither(schema)(text)
  return Either.isRight(result) ? result.right : `refused: ${problemsOf(schema, text)[""]}`
}

const apiRead = (field: { readonly value: unknown }, value: unknown) => {
  const schema = field.value as Schema.Schema<unknown, unknown>
  const result = Schema.decodeUnknownEither(schema)(value)
  return Either.isRight(result) ? result.right : `refused: ${problemsOf(schema, value)[""]}`
}

describe("the identifier field kinds", () => {
  const required = { label: "RFC", required: "El RFC es requerido" }

  it.each([
    [rfc({ label: "RFC" }), "gode-561231-gr8", "GODE561231GR8"],
    [rfc({ label: "RFC", tipoPersona: "M" }), "mab 930714 8t4", "MAB9307148T4"],
    [curp({ label: "CURP" }), "hegg560427mvzrrl04", "HEGG560427MVZRRL04"],
    [nss({ label: "NSS" }), "9291-9084-431", "92919084431"],
    [registroPatronal({ label: "Registro patronal" }), "y12-34567-10-1", "Y1234567101"],
    [clabe({ label: "CLABE" }), "002 010 07777777777 1", "002010077777777771"],
    [postalCode({ label: "Código postal" }), " 06600 ", "06600"],
    [clabe({ label: "CLABE" }), "  ", null],
  ])("%# %s reads %s", (field, input, expected) => {
    expect(formRead(field, input)).toEqual(expected)
  })

  it.each([
    [rfc({ label: "RFC" }), "GODE561231GR9", "El dígito verificador del RFC no es válido"],
    [rfc({ label: "RFC" }), "xaxx-010101-000", "No se permite un RFC genérico"],
    [rfc({ label: "RFC", tipoPersona: "F" }), "MAB9307148T4", "El RFC debe tener 13 caracteres para persona física"],
    [rfc({ label: "RFC", tipoPersona: "M" }), "GODE561231GR8", "El RFC debe tener 12 caracteres para persona moral"],
    [rfc(required), "", "El RFC es requerido"],
    [curp({ label: "CURP" }), "BADD110313HCMLNS09", "El dígito verificador del CURP no es válido"],
    [curp({ label: "CURP" }), "PEGL890909MQQRMS02", "El CURP no tiene un formato válido"],
    [nss({ label: "NSS" }), "92919084432", "El dígito verificador del NSS no es válido"],
    [registroPatronal({ label: "Registro patronal" }), "Y12345", "El registro patronal no tiene un formato válido"],
    [clabe({ label: "CLABE" }), "002010077777777772", "El dígito verificador de la CLABE no es válido"],
    [clabe({ label: "CLABE" }), "0020100777", "La CLABE no tiene un formato válido"],
    [postalCode({ label: "Código postal" }), "066000", "El código postal debe tener 5 dígitos"],
  ])("%# %s refuses %s", (field, input, message) => {
    expect(formRead(field, input)).toBe(`refused: ${message}`)
  })

  it("decodes API values with the same rules", () => {
    expect(apiRead(rfc(required), "gode-561231-gr8")).toBe("GODE561231GR8")
    expect(apiRead(rfc(required), "GODE561231GR9")).toBe("refused: El dígito verificador del RFC no es válido")
    expect(apiRead(rfc(required), "")).toBe("refused: El RFC es requerido")
    expect(apiRead(rfc({ label: "RFC" }), null)).toBeNull()
    expect(apiRead(clabe({ label: "CLABE" }), "002010077777777772")).toBe("refused: El dígito verificador de la CLABE no es válido")
  })

  it("answers a stored value as it is, even one with a wrong check digit", () => {
    const encode = Schema.encodeUnknownEither(rfc(required).value as Schema.Schema<unknown, unknown>)
    expect(encode("VACE460910SX6")).toEqual(Either.right("VACE460910SX6"))
  })

  it("can leave the RFC's check digit to a record rule", () => {
    expect(formRead(rfc({ label: "RFC", checkDigit: false }), "VACE460910SX6")).toBe("VACE460910SX6")
  })

  it("are new kinds with room for separators in the input", () => {
    expect(registroPatronal({ label: "Registro patronal" })).toMatchObject({ kind: "registroPatronal", maxLength: 15 })
    expect(clabe({ label: "CLABE" })).toMatchObject({ kind: "clabe", maxLength: 24 })
    expect(rfc({ label: "RFC", tipoPersona: "M" })).toMatchObject({ kind: "rfc", maxLength: 16 })
    expect(rfc({ label: "RFC", tipoPersona: "M" })).not.toHaveProperty("tipoPersona")
  })
})
