import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { SaveContractTemplate, contractTemplateMessages, contractTemplateSample } from "../../domain/contratos/parametros-plantillas"
import { contractPlaceholders, fillContractTemplate } from "../../domain/rules/contract-template"
import { validateContractTemplate } from "../../machines/contratos/parametros-plantillas-calls"

// CON090 Plantillas as the form checks a template (the server's schema holds the same rule), and
// the preview's sample contract, which fills every placeholder.

describe("the Plantillas form's problem", () => {
  it.each([
    ["Contrato de {n_empleado} con {n_empresa}.", null],
    ["  ", contractTemplateMessages.plantilla],
    ["Contrato de {sueldo} y {jefe}.", "La plantilla contiene campos desconocidos: {sueldo}, {jefe}"],
    ["x".repeat(20_001), contractTemplateMessages.larga],
    ["Texto \uD800 roto", contractTemplateMessages.texto],
  ] as const)("%j: %j", (plantilla, problem) => {
    expect(validateContractTemplate({ plantilla }).plantilla).toBe(problem)
    expect(Schema.decodeUnknownEither(SaveContractTemplate)({ id_tipo_contrato: "IND", plantilla })._tag).toBe(problem === null ? "Right" : "Left")
  })

  it("previews every placeholder filled with a sample value", () => {
    const all = contractPlaceholders.map((p) => `{${p}}`).join(" ")
    expect(fillContractTemplate(all, contractTemplateSample)).not.toMatch(/\{[a-z_]+\}/)
    expect(contractPlaceholders.every((p) => (contractTemplateSample[p] ?? "").trim() !== "")).toBe(true)
  })
})
