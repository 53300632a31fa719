import { describe, expect, it } from "vitest"
import { modules } from "../../domain/catalog"
import { toDisplayDate } from "../../domain/dates"
import { exactOption, moduleOfPath, navModules, searchOptions } from "../../src/shell/visible-modules"

const consulta = ["ORG200", "ORG300", "ORG400", "GP100"]

describe("shell helpers", () => {
  it("shows only the modules and pages a user holds keys for", () => {
    const nav = navModules(consulta)
    expect(nav.map((m) => m.label)).toEqual(["Organización", "Personal"])
    expect(nav[0]?.links.map((l) => l.label)).toEqual(["Empresas", "Centros de trabajo", "Departamentos", "Gestionar departamentos", "Árbol de departamentos"])
    expect(nav.every((m) => !m.disabled)).toBe(true)
  })

  it("keeps greyed modules disabled and out of the search", () => {
    // Every module is built today: a catalogue with one still to come shows how it would be listed.
    const catalogue = modules.map((m) => (m.id === "seleccion" ? { ...m, greyed: true } : m))
    const nav = navModules(["SEL100", "ORG200"], [], catalogue)
    expect(nav.find((m) => m.id === "seleccion")?.disabled).toBe(true)
    expect(searchOptions(["SEL100", "ORG200"], catalogue).filter((o) => o.detail !== "Capital Humano").map((o) => o.label)).toEqual(["Empresas"])
    expect(navModules(["SEL100"]).find((m) => m.id === "seleccion")?.disabled, "Selección has shipped").toBe(false)
  })

  it("lists a module an administrator greyed, disabled, in catalogue order, though its keys are gone", () => {
    const nav = navModules(["ORG200"], ["personal"])
    expect(nav.map((m) => [m.id, m.disabled])).toEqual([
      ["organizacion", false],
      ["personal", true],
    ])
    expect(searchOptions(["ORG200"]).map((o) => o.path)).not.toContain("/personal/gestion-personal")
  })

  it("matches a typed option exactly, trimmed and case-insensitive", () => {
    const options = searchOptions(consulta)
    expect(exactOption(options, "  centros DE trabajo ")?.path).toBe("/organizacion/centros-trabajo")
    expect(exactOption(options, "centros")).toBeUndefined()
    expect(exactOption(options, "   ")).toBeUndefined()
  })

  it("takes the current module from the first path segment", () => {
    expect(moduleOfPath("/organizacion/empresas")).toBe("organizacion")
    expect(moduleOfPath("/")).toBeNull()
  })

  it("shows dates dd/MM/yyyy", () => {
    expect(toDisplayDate("2023-12-11")).toBe("11/12/2023")
    expect(toDisplayDate("2023-12-11T00:00:00Z")).toBe("11/12/2023")
    expect(toDisplayDate(null)).toBeNull()
  })
})
