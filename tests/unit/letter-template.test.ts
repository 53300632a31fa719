import { describe, expect, it } from "vitest"
import { integerInWords, pesosInWords } from "../../domain/rules/amount-in-words"
import { fillTemplate, fillTemplateStrict, letterPlaceholderList, unknownPlaceholders } from "../../domain/personal/plantillas-carta-rules"

// The letter templates' filler (domain/personal/plantillas-carta-rules.ts): known placeholders filled with
// the literal text of their values, in one pass; unknown ones kept as written and reported;
// nothing evaluated, nothing read off an object's prototype.

const values = {
  n_empleado: "María Fernanda Ñúñez",
  n_puesto: "Analista de Nómina",
  f_ingreso: "5 de marzo de 2021",
  salario_mensual: "$15,300.50",
  n_empresa: "Comercializadora del Bajío, SA DE CV",
  rfc_empresa: "CBA010101AB1",
}

describe("fillTemplate", () => {
  const cases: ReadonlyArray<readonly [string, string, string, ReadonlyArray<string>]> = [
    ["a known placeholder", "Hace constar que {n_empleado} labora", "Hace constar que María Fernanda Ñúñez labora", []],
    ["several, repeated", "{n_empresa} ({rfc_empresa}); {n_empresa}", "Comercializadora del Bajío, SA DE CV (CBA010101AB1); Comercializadora del Bajío, SA DE CV", []],
    ["a placeholder without a value prints empty", "Baja: {f_baja}.", "Baja: .", []],
    ["an unknown name is kept and reported", "Hola {apodo}, {n_puesto}", "Hola {apodo}, Analista de Nómina", ["{apodo}"]],
    ["double braces stay literal", "{{constructor}} y {{n_empleado}}", "{{constructor}} y {María Fernanda Ñúñez}", ["{constructor}"]],
    ["prototype names reach nothing", "{constructor}{__proto__}{tostring}{hasownproperty}", "{constructor}{__proto__}{tostring}{hasownproperty}", ["{constructor}", "{tostring}", "{hasownproperty}"]],
    ["markup is text", "<script>alert(1)</script> {n_puesto}", "<script>alert(1)</script> Analista de Nómina", []],
    ["a formula is text", "=HYPERLINK(\"http://x\",\"y\") {rfc_empresa}", "=HYPERLINK(\"http://x\",\"y\") CBA010101AB1", []],
    ["upper case or spaced names are not placeholders", "{N_EMPLEADO} { n_empleado } {}", "{N_EMPLEADO} { n_empleado } {}", []],
    ["an unclosed brace is text", "Salario {salario_mensual", "Salario {salario_mensual", []],
    ["an unknown name repeated is reported once", "{x1} {x1}", "{x1} {x1}", ["{x1}"]],
  ]
  it.each(cases)("%s", (_, template, text, unknown) => {
    expect(fillTemplate(template, values)).toEqual({ text, unknown })
  })

  it("inserts a value literally, once: a value that looks like a placeholder or a $ pattern is not expanded", () => {
    const filled = fillTemplate("{n_empleado} / {n_puesto}", { n_empleado: "{n_puesto} $& $1 $$", n_puesto: "Jefe" })
    expect(filled.text).toBe("{n_puesto} $& $1 $$ / Jefe")
  })

  it("never reads a value off the prototype of the values object", () => {
    const polluted = Object.create({ n_empleado: "inherited" }) as Record<string, string>
    expect(fillTemplate("[{n_empleado}]", polluted).text).toBe("[]")
  })

  it("lists the unknown placeholders, and the strict form refuses them with a clear message", () => {
    expect(unknownPlaceholders("{n_empleado} {sueldo} {jefe}")).toEqual(["{sueldo}", "{jefe}"])
    expect(fillTemplateStrict("{sueldo}", values)).toEqual({ problem: "La plantilla usa un dato desconocido: {sueldo}" })
    expect(fillTemplateStrict("{sueldo} {jefe}", values)).toEqual({ problem: "La plantilla usa datos desconocidos: {sueldo}, {jefe}" })
    expect(fillTemplateStrict("{n_puesto}", values)).toEqual({ text: "Analista de Nómina" })
  })

  it("knows the placeholders DOMAIN-MX 4.5 names", () => {
    for (const name of ["n_empleado", "n_puesto", "n_depto", "f_ingreso", "f_baja", "salario_mensual", "n_empresa", "rfc_empresa", "registro_patronal"]) {
      expect(letterPlaceholderList).toContain(name)
    }
  })
})

describe("amounts in words", () => {
  const cases: ReadonlyArray<readonly [number, string]> = [
    [0, "CERO"],
    [1, "UN"],
    [15, "QUINCE"],
    [21, "VEINTIÚN"],
    [31, "TREINTA Y UN"],
    [100, "CIEN"],
    [101, "CIENTO UN"],
    [999, "NOVECIENTOS NOVENTA Y NUEVE"],
    [1000, "MIL"],
    [1001, "MIL UN"],
    [21_000, "VEINTIÚN MIL"],
    [15_300, "QUINCE MIL TRESCIENTOS"],
    [100_000, "CIEN MIL"],
    [1_000_000, "UN MILLÓN"],
    [2_500_000, "DOS MILLONES QUINIENTOS MIL"],
  ]
  it.each(cases)("%d", (n, words) => expect(integerInWords(n)).toBe(words))

  it("writes pesos with their cents and M.N.", () => {
    expect(pesosInWords(15_300.5)).toBe("QUINCE MIL TRESCIENTOS PESOS 50/100 M.N.")
    expect(pesosInWords(1)).toBe("UN PESO 00/100 M.N.")
    expect(pesosInWords(0.99)).toBe("CERO PESOS 99/100 M.N.")
    expect(pesosInWords(3_000_000)).toBe("TRES MILLONES DE PESOS 00/100 M.N.")
  })
})
