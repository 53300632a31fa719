import { type ParseResult, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { fieldProblemsOf } from "../../domain/api/problems"
import { ApproveObjectives, Objective, captureOpen, objectiveMessages as m, sheetProblems, weightTotalCents, weightTotalText, withinPeriod } from "../../domain/evaluacion/objetivos"
import type { ObjectiveSheet } from "../../domain/evaluacion/objetivos-api"
import { objectiveMessages as rules } from "../../domain/rules/evaluacion-objetivos"
import { filtersKey, listRequest, objectiveChoicesMachine, storedFilters } from "../../machines/evaluacion/objetivos"
import { checkedClean, draftProblems, objectiveFormMachine, objectivesOf } from "../../machines/evaluacion/objetivos-form"
import { createActor } from "xstate"

// Objetivos (EVA010) without the database: the objective's schema and its messages, the sheet's
// checks (count, weights in hundredths, the period, the capture phases), the capture form's rows
// (added to the maximum, removed, edited, checked as the server would, the server's problems
// put under their fields) and the page's choices.

const problems = (schema: Schema.Schema.AnyNoContext, value: unknown): ReadonlyArray<string> => {
  const result = Schema.decodeUnknownEither(schema)(value)
  return result._tag === "Right" ? [] : fieldProblemsOf(result.left as ParseResult.ParseError).map((p) => p.mensaje)
}

const good = { descripcion: "Reducir rotación", indicador: "Rotación mensual", unidad: "%", sentido: "Menor es mejor", linea_base: 8, meta: 5, peso: 50 }

const sheet = (extra: Partial<ObjectiveSheet> = {}): ObjectiveSheet => ({
  id_proyecto: 1,
  n_proyecto: "Ciclo 2026",
  f_inicio: "2026-01-01",
  f_fin: "2026-12-31",
  captura_abierta: true,
  id_empleado: 7,
  colaborador: "Ana López",
  n_puesto: "Analista",
  jefe: "Luis Pérez",
  estado_objetivos: "Borrador",
  comentario_devolucion: null,
  f_envio: null,
  f_aprobacion: null,
  min_objetivo: 2,
  max_objetivo: 3,
  objetivos: [],
  objetivos_jefe: [],
  propio: true,
  es_jefe: false,
  ...extra,
})

describe("the objective's schema", () => {
  it("takes a SMART objective and refuses each broken field with its message", () => {
    expect(problems(Objective, good)).toEqual([])
    expect(problems(Objective, { ...good, descripcion: " " })).toContain(m.descripcion)
    expect(problems(Objective, { ...good, descripcion: "x".repeat(301) })).toContain(m.descripcionLarga)
    expect(problems(Objective, { ...good, indicador: "" })).toContain(m.indicador)
    expect(problems(Objective, { ...good, unidad: "kg" })).toContain(m.unidad)
    expect(problems(Objective, { ...good, sentido: "Igual" })).toContain(m.sentido)
    expect(problems(Objective, { ...good, peso: 4.99 })).toContain(m.peso)
    expect(problems(Objective, { ...good, peso: 50.01 })).toContain(m.peso)
    expect(problems(Objective, { ...good, peso: 12.345 })).toContain(m.pesoDecimales)
    expect(problems(Objective, { ...good, meta: 8 })).toContain(m.metaIgualBase)
    expect(problems(Objective, { ...good, meta: 0, linea_base: null })).toContain(m.metaPositiva)
    expect(problems(Objective, { ...good, sentido: "Mayor es mejor", meta: 0, linea_base: null })).toEqual([])
    expect(problems(Objective, { ...good, f_compromiso: "2026-02-30" })).toContain(m.fecha)
  })

  it("needs a comment to return, none to approve", () => {
    expect(problems(ApproveObjectives, { id_proyecto: 1, id_empleado: 2, resultado: "Aprobado" })).toEqual([])
    expect(problems(ApproveObjectives, { id_proyecto: 1, id_empleado: 2, resultado: "Devuelto", comentario: "  " })).toContain(m.comentario)
    expect(problems(ApproveObjectives, { id_proyecto: 1, id_empleado: 2, resultado: "Rechazado" })).toContain(m.resultado)
  })
})

describe("the sheet's checks", () => {
  it.each([
    [[50, 50], []],
    [[33.33, 33.33, 33.34], []],
    [[33.33, 33.33, 33.33], [rules.sumaPesos]],
    [[50], [rules.alMenos(2), rules.sumaPesos]],
    [[25, 25, 25, 25], [rules.maximo(3)]],
  ])("pesos %j → %j", (pesos, expected) => {
    expect(sheetProblems(pesos, { min: 2, max: 3 })).toEqual(expected)
  })

  it("adds the weights in hundredths and shows them with two decimals", () => {
    expect(weightTotalCents([0.1, 0.2, 99.7])).toBe(10_000)
    expect(weightTotalText([33.33, 33.33])).toBe("66.66")
    expect(weightTotalText([])).toBe("0.00")
  })

  it("keeps dates within the period and capture to its phases", () => {
    expect(withinPeriod("2026-01-01", "2026-01-01", "2026-12-31")).toBe(true)
    expect(withinPeriod("2027-01-01", "2026-01-01", "2026-12-31")).toBe(false)
    expect(captureOpen("Publicado", "Captura de objetivos")).toBe(true)
    expect(captureOpen("Publicado", "Aprobación")).toBe(true)
    expect(captureOpen("Publicado", "Seguimiento intermedio")).toBe(false)
    expect(captureOpen("En evaluación", "Autoevaluación")).toBe(false)
    expect(captureOpen("Publicado", null)).toBe(false)
  })
})

describe("the capture form", () => {
  const started = (s: ObjectiveSheet = sheet()) => {
    const actor = createActor(objectiveFormMachine).start()
    actor.send({ type: "LOAD", sheet: s })
    return actor
  }

  it("opens an empty sheet with the minimum's rows, adds up to the maximum and removes", () => {
    const actor = started()
    expect(actor.getSnapshot().context.rows.length).toBe(2)
    actor.send({ type: "ADD" })
    actor.send({ type: "ADD" })
    expect(actor.getSnapshot().context.rows.length).toBe(3)
    const [, second] = actor.getSnapshot().context.rows
    actor.send({ type: "REMOVE", key: second?.key ?? 0 })
    expect(actor.getSnapshot().context.rows.map((r) => r.key)).toEqual([1, 3])
    expect(actor.getSnapshot().context.dirty).toBe(true)
  })

  it("checks as the server does, and an edit clears its field's problem", () => {
    const actor = started()
    actor.send({ type: "CHECK" })
    const checked = actor.getSnapshot().context
    expect(checked.errors["objetivos.0.descripcion"]).toBe(m.descripcion)
    expect(checked.errors["objetivos.1.peso"]).toBe(m.peso)
    expect(checked.alert).toBe(rules.sumaPesos)
    expect(checked.attempt).toBe(1)
    const [first, second] = checked.rows
    for (const [row, peso] of [
      [first, "60"],
      [second, "40"],
    ] as const) {
      for (const [field, value] of [
        ["descripcion", "Vender más"],
        ["indicador", "Ventas"],
        ["meta", "100"],
        ["peso", peso],
      ] as const)
        actor.send({ type: "EDIT", key: row?.key ?? 0, field, value })
    }
    expect(actor.getSnapshot().context.errors["objetivos.0.descripcion"]).toBeUndefined()
    actor.send({ type: "CHECK" })
    expect(actor.getSnapshot().context.errors).toEqual({ "objetivos.0.peso": m.peso })
    actor.send({ type: "EDIT", key: first?.key ?? 0, field: "peso", value: "50" })
    actor.send({ type: "EDIT", key: second?.key ?? 0, field: "peso", value: "50" })
    actor.send({ type: "EDIT", key: second?.key ?? 0, field: "f_compromiso", value: "2027-01-05" })
    actor.send({ type: "CHECK" })
    expect(actor.getSnapshot().context.errors).toEqual({ "objetivos.1.f_compromiso": m.fechaPeriodo })
    actor.send({ type: "EDIT", key: second?.key ?? 0, field: "f_compromiso", value: "2026-06-30" })
    actor.send({ type: "CHECK" })
    expect(checkedClean(actor.getSnapshot().context)).toBe(true)
    expect(objectivesOf(actor.getSnapshot().context.rows)).toEqual([
      { id_objetivo: null, descripcion: "Vender más", indicador: "Ventas", unidad: "%", sentido: "Mayor es mejor", linea_base: null, meta: 100, peso: 50, f_compromiso: null, id_objetivo_padre: null },
      { id_objetivo: null, descripcion: "Vender más", indicador: "Ventas", unidad: "%", sentido: "Mayor es mejor", linea_base: null, meta: 100, peso: 50, f_compromiso: "2026-06-30", id_objetivo_padre: null },
    ])
  })

  it("keeps stored ids and puts the server's problems under their fields", () => {
    const stored = { id_objetivo: 9, descripcion: "A", indicador: "B", unidad: "días", sentido: "Menor es mejor", linea_base: 10, meta: 5, peso: 50, f_compromiso: null, id_objetivo_padre: 3 }
    const actor = started(sheet({ objetivos: [stored, { ...stored, id_objetivo: 10, id_objetivo_padre: null }] }))
    expect(objectivesOf(actor.getSnapshot().context.rows).map((o) => [o.id_objetivo, o.id_objetivo_padre])).toEqual([
      [9, 3],
      [10, null],
    ])
    actor.send({ type: "REFUSED", message: m.padre, problems: [{ campo: "objetivos.0.id_objetivo_padre", mensaje: m.padre }] })
    expect(actor.getSnapshot().context.errors).toEqual({ "objetivos.0.id_objetivo_padre": m.padre })
    expect(actor.getSnapshot().context.alert).toBeNull()
    actor.send({ type: "REFUSED", message: m.soloEditable, problems: [] })
    expect(actor.getSnapshot().context.alert).toBe(m.soloEditable)
    expect(draftProblems(actor.getSnapshot().context.rows, { min: 2, max: 3 }, { f_inicio: "2026-01-01", f_fin: "2026-12-31" }).alert).toBeNull()
  })
})

describe("the page's choices", () => {
  it("keeps the filters in the tab's session and drops a tampered value", () => {
    const kept = new Map<string, string>()
    const storage = { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v), removeItem: (k: string) => void kept.delete(k) }
    const actor = createActor(objectiveChoicesMachine, { input: { storage } }).start()
    actor.send({ type: "FILTER", filters: { id_empresa: "1", estado: "Devuelto" } })
    actor.send({ type: "RESET" })
    const again = createActor(objectiveChoicesMachine, { input: { storage } }).start()
    expect(again.getSnapshot().context.filters).toEqual({ id_empresa: "1", id_centro_trabajo: null, id_depto: null, estado: "Devuelto" })
    kept.set(filtersKey, JSON.stringify({ id_empresa: "1 OR 1=1", estado: "Borrado", id_depto: "3" }))
    expect(storedFilters(storage)).toEqual({ id_empresa: null, id_centro_trabajo: null, id_depto: "3", estado: null })
    kept.set(filtersKey, "{")
    expect(storedFilters(storage)).toEqual({ id_empresa: null, id_centro_trabajo: null, id_depto: null, estado: null })
  })

  it("empties the centre and department when another company is chosen, and builds the list's request", () => {
    const actor = createActor(objectiveChoicesMachine, { input: {} }).start()
    actor.send({ type: "FILTER", filters: { id_empresa: "1" } })
    actor.send({ type: "FILTER", filters: { id_centro_trabajo: "4", id_depto: "12", estado: "Enviado" } })
    expect(listRequest(5, actor.getSnapshot().context.filters)).toEqual({ id_proyecto: 5, id_empresa: 1, id_centro_trabajo: 4, id_depto: 12, estado: "Enviado" })
    actor.send({ type: "FILTER", filters: { id_empresa: "2" } })
    expect(actor.getSnapshot().context.filters).toEqual({ id_empresa: "2", id_centro_trabajo: null, id_depto: null, estado: "Enviado" })
    actor.send({ type: "OPEN", id_empleado: 7 })
    actor.send({ type: "CHECK_RETURN" })
    expect(actor.getSnapshot().context).toMatchObject({ commentProblem: m.comentario, attempt: 1 })
    actor.send({ type: "COMMENT", comentario: "Ajuste" })
    actor.send({ type: "CHECK_RETURN" })
    expect(actor.getSnapshot().context).toMatchObject({ commentProblem: null, attempt: 1 })
    actor.send({ type: "CLOSE" })
    expect(actor.getSnapshot().context).toMatchObject({ open: null, comentario: "" })
  })
})
