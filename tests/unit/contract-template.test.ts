import { describe, expect, it } from "vitest"
import { contractCatalogue } from "../../domain/contratos/catalogo-contratos"
import { probationAllowed, requiresEndDate } from "../../domain/contratos/catalogo-contratos-rules"
import { defaultContractTemplate, seededContractTypes } from "../../domain/contratos/plantilla-contrato"
import { formProblems, initialValues } from "../../domain/records/descriptor"
import {
  contractPlaceholders,
  contractTemplateProblem,
  fillContractTemplate,
  missingContractValues,
  missingContractValuesMessage,
  unknownContractPlaceholders,
  usedContractPlaceholders,
} from "../../domain/rules/contract-template"

// The contract templates' engine (domain/rules/contract-template.ts) and the CON100 rules it
// serves: MODULES-MX §2's placeholders, the unknown ones refused by name, the text filled once.

describe("the placeholders", () => {
  it("are MODULES-MX §2's list, in its order", () => {
    expect(contractPlaceholders.map((p) => `{${p}}`).join(" ")).toBe(
      "{n_empleado} {curp} {rfc_empleado} {nacionalidad} {edad} {sexo} {estado_civil} {domicilio} {n_puesto} {funciones} {lugar} {jornada} {horario} {salario_diario} {forma_pago} {dia_pago} {f_inicio} {f_fin} {dias_prueba} {beneficiarios} {n_empresa} {rfc_empresa} {domicilio_empresa} {representante}",
    )
  })
})

describe("unknownContractPlaceholders", () => {
  const cases: ReadonlyArray<readonly [string, string, ReadonlyArray<string>]> = [
    ["none in plain text", "Contrato individual de trabajo", []],
    ["every known one", contractPlaceholders.map((p) => `{${p}}`).join(" "), []],
    ["an unknown one, as written", "Sueldo: {sueldo}", ["{sueldo}"]],
    ["several, in order, each once", "{jefe} {n_empleado} {sueldo} {jefe}", ["{jefe}", "{sueldo}"]],
    ["a letter's placeholder is not a contract's", "RFC {rfc} y {num_empleado}", ["{rfc}", "{num_empleado}"]],
    ["prototype names are unknown, never found", "{constructor} {tostring}", ["{constructor}", "{tostring}"]],
    ["upper case, spaced or empty braces are text", "{N_EMPLEADO} { curp } {} {{", []],
    ["double braces hold one unknown name", "{{sueldo}}", ["{sueldo}"]],
  ]
  it.each(cases)("%s", (_, template, unknown) => {
    expect(unknownContractPlaceholders(template)).toEqual(unknown)
  })

  it("words the refusal with the list, comma-separated", () => {
    expect(contractTemplateProblem("{a} {n_empleado} {b}")).toBe("La plantilla contiene campos desconocidos: {a}, {b}")
    expect(contractTemplateProblem("{n_empleado}")).toBeUndefined()
  })
})

describe("fillContractTemplate", () => {
  const values = { n_empleado: "José Ñúñez Pérez", curp: "NUPJ900101HGTXRS09", salario_diario: "$500.00", n_empresa: "Comercializadora del Bajío, SA DE CV" }
  const cases: ReadonlyArray<readonly [string, string, string]> = [
    ["a known placeholder", "Trabajador: {n_empleado}", "Trabajador: José Ñúñez Pérez"],
    ["several, repeated", "{n_empresa} y {n_empleado}; {n_empresa}", "Comercializadora del Bajío, SA DE CV y José Ñúñez Pérez; Comercializadora del Bajío, SA DE CV"],
    ["one without a value prints empty", "Término: {f_fin}.", "Término: ."],
    ["an unknown one stays as written", "Jefe: {jefe}", "Jefe: {jefe}"],
    ["markup stays text", "<b>{curp}</b>", "<b>NUPJ900101HGTXRS09</b>"],
    ["a $ pattern in the text stays", "$& {salario_diario} $1", "$& $500.00 $1"],
  ]
  it.each(cases)("%s", (_, template, text) => {
    expect(fillContractTemplate(template, values)).toBe(text)
  })

  it("inserts a value once: a value that looks like a placeholder or a $ pattern is not expanded", () => {
    expect(fillContractTemplate("{n_empleado} / {n_puesto}", { n_empleado: "{n_puesto} $& $$", n_puesto: "Chofer" })).toBe("{n_puesto} $& $$ / Chofer")
  })

  it("reads no inherited property of the values", () => {
    const values = Object.create({ n_empleado: "heredado" }) as Record<string, string>
    expect(fillContractTemplate("[{n_empleado}]", values)).toBe("[]")
  })

  it("names what a contract lacks for its template, blank values included, in the list's order", () => {
    const missing = missingContractValues("{f_fin} {n_empleado} {curp} {beneficiarios} {x}", { n_empleado: "Ana", curp: "  ", f_fin: null })
    expect(missing).toEqual(["CURP del trabajador", "Fecha de término", "Beneficiarios (LFT 501)"])
    expect(missingContractValuesMessage(missing)).toBe("Faltan datos obligatorios del contrato: CURP del trabajador, Fecha de término, Beneficiarios (LFT 501)")
    expect(missingContractValues("{n_empleado}", { n_empleado: "Ana" })).toEqual([])
  })

  it("lists the placeholders a template uses, in the list's order", () => {
    expect(usedContractPlaceholders("{f_fin} {n_empleado} {x} {f_fin}")).toEqual(["n_empleado", "f_fin"])
  })
})

describe("the CON100 rules", () => {
  it.each([
    ["01", "0"],
    ["02", "1"],
    ["03", "1"],
    ["04", "1"],
    ["05", "1"],
    ["06", "1"],
    ["07", "0"],
    ["99", "0"],
    ["", "0"],
  ])("requiere_f_fin of %s is %s", (sat, flag) => {
    expect(requiresEndDate(sat)).toBe(flag)
  })

  it.each([
    ["01", null, true],
    ["03", 90, false],
    ["03", 180, false],
    ["03", 181, true],
    ["02", null, false],
    ["05", 30, false],
  ] as const)("a trial period for %s of %s days is allowed: %s (LFT 39-A)", (sat, days, allowed) => {
    expect(probationAllowed(sat, days)).toBe(allowed)
  })

  const form = (values: Readonly<Record<string, string>>) =>
    formProblems(contractCatalogue, "add", {
      ...initialValues(contractCatalogue),
      id_tipo_contrato: "X",
      n_tipo_contrato: "Tipo",
      c_tipo_contrato: "03",
      plantilla: "{n_empleado}",
      ...values,
    })

  it("refuses a trial period on a 03 of 90 days, and takes it on one of 181", () => {
    expect(form({ duracion_default_dias: "90", permite_prueba: "1" }).permite_prueba).toContain("LFT 39-A")
    expect(form({ duracion_default_dias: "181", permite_prueba: "1" })).toEqual({})
  })

  it("refuses a duration on a type without an end date, and an unknown placeholder", () => {
    expect(form({ c_tipo_contrato: "01", duracion_default_dias: "30" }).duracion_default_dias).toBe("Solo un tipo con fecha de término lleva duración predeterminada")
    expect(form({ plantilla: "{n_empleado} {sueldo}" }).plantilla).toBe("La plantilla contiene campos desconocidos: {sueldo}")
  })
})

describe("the seeded types", () => {
  it.each(seededContractTypes.map((t) => [t.name, t] as const))("%s: a valid record whose template covers LFT 25", (_, t) => {
    const template = defaultContractTemplate(t.clause)
    expect(unknownContractPlaceholders(template)).toEqual([])
    // LFT 25 I (both parties), II (duration, prueba where it applies), III-VII, X; VIII and IX are clauses.
    for (const p of ["n_empleado", "nacionalidad", "edad", "sexo", "estado_civil", "curp", "rfc_empleado", "domicilio", "n_empresa", "rfc_empresa", "domicilio_empresa", "representante", "f_inicio", "funciones", "lugar", "jornada", "horario", "salario_diario", "forma_pago", "dia_pago", "beneficiarios"])
      expect(template).toContain(`{${p}}`)
    if (requiresEndDate(t.sat) === "1") expect(template).toContain("{f_fin}")
    for (const words of ["capacitado y adiestrado", "día de descanso", "vacaciones", "por duplicado"]) expect(template).toContain(words)
    const problems = formProblems(contractCatalogue, "add", {
      ...initialValues(contractCatalogue),
      id_tipo_contrato: t.id,
      n_tipo_contrato: t.name,
      c_tipo_contrato: t.sat,
      duracion_default_dias: t.days === null ? "" : String(t.days),
      permite_prueba: t.probation ? "1" : "0",
      plantilla: template,
    })
    expect(problems).toEqual({})
  })
})
