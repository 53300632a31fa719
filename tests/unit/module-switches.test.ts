import { describe, expect, it } from "vitest"
import { keysOfSwitchedOff, moduleSwitches, switchableModules, switchedOffFor } from "../../domain/configuraciones/modulos-habilitados"
import { moduleKeys, modules } from "../../domain/catalog"

const keysOf = (id: string) => moduleKeys(modules.find((m) => m.id === id) ?? { id, label: id, greyed: false, pages: [], extraRoutes: [] })

describe("module switches", () => {
  it("offers only the built modules, each on unless stored as off", () => {
    expect(switchableModules.every((m) => !m.greyed)).toBe(true)
    expect(switchableModules.map((m) => m.id)).toContain("personal")
    expect(moduleSwitches(["personal"]).find((s) => s.id_modulo === "personal")?.habilitado).toBe("0")
    expect(moduleSwitches(["personal"]).filter((s) => s.habilitado === "1").length).toBe(switchableModules.length - 1)
  })

  it("closes a greyed module's keys, except one a module still on also grants", () => {
    const closed = keysOfSwitchedOff(["personal"])
    for (const key of keysOf("personal")) {
      const elsewhere = modules.some((m) => m.id !== "personal" && moduleKeys(m).includes(key))
      expect(closed.has(key)).toBe(!elsewhere)
    }
    expect(keysOfSwitchedOff([]).size).toBe(0)
    expect([...keysOfSwitchedOff(["personal"])].some((k) => keysOf("organizacion").includes(k))).toBe(false)
  })

  it("tells a user only the greyed modules they would otherwise see", () => {
    expect(switchedOffFor(["ORG200", "GP100"], ["personal", "competencias"])).toEqual(["personal"])
    expect(switchedOffFor(["ORG200"], ["personal"])).toEqual([])
  })
})
