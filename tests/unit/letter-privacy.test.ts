import { describe, expect, it } from "vitest"
import { flagsNamedBy, type LetterPrivacyChoice, unflaggedMessage, unflaggedPlaceholder } from "../../domain/personal/documents-vocabulary"
import { fillTemplate } from "../../domain/personal/plantillas-carta-rules"
import { type EmployeeFacts, letterValues } from "../../server/documents/employee-facts"

// A carta laboral's private data (domain/personal/documents-vocabulary.ts letterPrivacyFlags): which flag
// each placeholder needs, the first one a text names without it and the message that says so, and
// the values a letter fills in, empty for a flag left off whatever the text names.

const off: LetterPrivacyChoice = { incluir_salario: "0", incluir_nss_rfc: "0" }

describe("unflaggedPlaceholder", () => {
  const cases: ReadonlyArray<readonly [string, string, LetterPrivacyChoice, string | null]> = [
    ["no private data", "{n_empleado} labora en {n_empresa} ({rfc_empresa})", off, null],
    ["the NSS, flag off", "NSS {nss}", off, "El texto incluye el dato {nss}: marque «Incluir NSS y RFC» o quite el dato del texto"],
    ["the CURP goes with the NSS and RFC", "CURP {curp}", { incluir_salario: "1" }, "El texto incluye el dato {curp}: marque «Incluir NSS y RFC» o quite el dato del texto"],
    ["the RFC, flags absent", "RFC {rfc}", {}, "El texto incluye el dato {rfc}: marque «Incluir NSS y RFC» o quite el dato del texto"],
    ["the salary, only the identifiers asked", "{salario_mensual_letra}", { incluir_nss_rfc: "1" }, "El texto incluye el dato {salario_mensual_letra}: marque «Incluir salario» o quite el dato del texto"],
    ["the first in reading order", "{salario_diario} y {nss}", off, "El texto incluye el dato {salario_diario}: marque «Incluir salario» o quite el dato del texto"],
    ["each with its flag", "{salario_diario} {nss} {curp} {rfc}", { incluir_salario: "1", incluir_nss_rfc: "1" }, null],
    ["inside double braces it still prints", "{{nss}}", off, "El texto incluye el dato {nss}: marque «Incluir NSS y RFC» o quite el dato del texto"],
    ["a flag is '1', not any truthy value", "{nss}", { incluir_nss_rfc: true }, "El texto incluye el dato {nss}: marque «Incluir NSS y RFC» o quite el dato del texto"],
  ]
  it.each(cases)("%s", (_, text, choice, message) => {
    const problem = unflaggedPlaceholder(text, choice)
    expect(problem === null ? null : unflaggedMessage(problem)).toBe(message)
  })

  it("names the flags a text needs", () => {
    expect(flagsNamedBy("{n_empleado} {rfc_empresa}")).toEqual([])
    expect(flagsNamedBy("{curp}")).toEqual(["incluir_nss_rfc"])
    expect(flagsNamedBy("{salario_mensual} {nss}")).toEqual(["incluir_salario", "incluir_nss_rfc"])
  })
})

describe("letterValues", () => {
  const facts: EmployeeFacts = {
    id_empleado: 7,
    num_empleado: "E000007",
    n_empleado: "Ana López Ruiz",
    curp: "LORA900101MDFPZN09",
    rfc: "LORA900101AB1",
    nss: "12345678903",
    id_empresa: 1,
    id_centro_trabajo: 1,
    n_centro_trabajo: "Corporativo",
    n_depto: "Nómina",
    id_puesto: "P1",
    n_puesto: "Analista",
    registro_patronal: "Y1234567101",
    f_ingreso: "2020-03-05",
    f_antiguedad: "2020-03-05",
    f_baja: null,
    activo: "1",
    recontratable: null,
    salario_diario: 500,
    salario_mensual: 15_200,
  }
  const company = { razonSocial: "Comercializadora del Bajío, S.A. de C.V.", rfc: "CBA150301ABA", domicilio: "León, Guanajuato" }
  const all = "{rfc} {nss} {curp} {salario_diario} {salario_mensual} {salario_mensual_letra} | {rfc_empresa}"
  const filled = (flags: LetterPrivacyChoice) => fillTemplate(all, letterValues(facts, company, { f_emision: "2026-03-05", flags })).text

  it("leaves a flag's data empty while the flag is off, whatever the text names", () => {
    expect(filled(off)).toBe("      | CBA150301ABA")
    expect(filled({ incluir_nss_rfc: "1" })).toBe("LORA900101AB1 12345678903 LORA900101MDFPZN09    | CBA150301ABA")
    expect(filled({ incluir_salario: "1" })).toMatch(/^ {3}\$500\.00 \$15,200\.00 QUINCE MIL DOSCIENTOS PESOS 00\/100 M\.N\. \| CBA150301ABA$/i)
  })
})
