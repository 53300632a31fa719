import { describe, expect, it } from "vitest"
import { allKeys, mayOpen, modules, relatedRoutes, routeAccess, settingsPages, shellRoutes } from "../../domain/catalog"
import { navModules, searchOptions, settledOption } from "../../src/shell/visible-modules"

// No route of the catalogue is reachable only by typing its address: whoever the guard lets in
// finds it in the sidebar or in "Buscar opción", and a route beyond a module's keyed pages is
// also linked from the page it belongs to.

const sidebarPaths = (held: ReadonlyArray<string>) => navModules(held).filter((m) => !m.disabled).flatMap((m) => m.links.map((l) => l.to))
const searchPaths = (held: ReadonlyArray<string>) => searchOptions(held).map((o) => o.path)

const moduleRoutes = modules.flatMap((m) => [...m.pages, ...m.extraRoutes].map((r) => ({ module: m, path: r.path, label: r.label })))
const shellPages = [shellRoutes.dashboard, shellRoutes.perfil, shellRoutes.reporteador, shellRoutes.configuraciones, shellRoutes.misAutorizaciones]
const everyRoute = [...moduleRoutes.map((r) => r.path), ...settingsPages.map((s) => s.path), ...shellPages]

/** The smallest sets of keys that open a route: each key its guard takes alone, or none for a session route. */
const openers = (path: string): ReadonlyArray<ReadonlyArray<string>> => {
  const access = routeAccess(path)
  if (access === undefined) throw new Error(`${path} has no guard`)
  return access.kind === "session" ? [[]] : access.keys.map((k) => [k])
}

describe("every route of the catalogue is within reach", () => {
  it("has a guard for every route", () => {
    for (const path of everyRoute) expect(routeAccess(path), path).toBeDefined()
  })

  it("offers every route of an enabled module to whoever holds any one key that opens it, by the sidebar and by Buscar opción", () => {
    const enabled = moduleRoutes.filter((r) => !r.module.greyed)
    expect(enabled.length).toBeGreaterThan(20)
    for (const route of enabled) {
      for (const held of openers(route.path)) {
        // A session route (Mis autorizaciones) is in the sidebar only when its module is shown.
        if (held.length > 0) expect(sidebarPaths(held), `${route.path} in the sidebar for ${held.join(",")}`).toContain(route.path)
        expect(searchPaths(held), `${route.path} in the search for ${held.join(",")}`).toContain(route.path)
      }
    }
  })

  it("offers every settings page and every page of the shell by Buscar opción to whoever may open it", () => {
    for (const path of [...settingsPages.map((s) => s.path), ...shellPages]) {
      for (const held of openers(path)) expect(searchPaths(held), `${path} for ${held.join(",")}`).toContain(path)
    }
  })

  it("lists the routes of a greyed module in its disabled menu entry, as SPEC 2.3 has it, and offers them nowhere", () => {
    // Every module is built today, so each is greyed in turn in a copy of the catalogue.
    expect(modules.filter((m) => m.greyed)).toEqual([])
    for (const module of modules) {
      const catalogue = modules.map((m) => (m.id === module.id ? { ...m, greyed: true } : m))
      for (const route of moduleRoutes.filter((r) => r.module.id === module.id)) {
        const held = openers(route.path)[0] ?? []
        // A session route (Mis autorizaciones) belongs to the shell as well: its module's keys list it.
        if (held.length === 0) continue
        const entry = navModules(held, [], catalogue).find((m) => m.id === module.id)
        expect(entry?.disabled, route.path).toBe(true)
        expect(searchOptions(held, catalogue).map((o) => o.path), route.path).not.toContain(route.path)
      }
    }
  })

  it("offers nothing the guard would refuse", () => {
    for (const held of [[], ["GP050"], ["ORG200"], ["ORG400"], ["SIS950"], allKeys]) {
      for (const path of [...sidebarPaths(held), ...searchPaths(held)]) expect(mayOpen(held, path), `${path} for ${held.join(",")}`).toBe(true)
    }
    expect(searchPaths(["ORG200"])).not.toContain("/organizacion/organigramas")
    expect(sidebarPaths(["ORG400"])).not.toContain("/organizacion/posiciones-libres")
  })

  it("names every route once, with the catalogue's label, and finds the formerly hidden pages by a word of their name", () => {
    const options = searchOptions(allKeys)
    expect(new Set(options.map((o) => o.id)).size).toBe(options.length)
    const found = (word: string) => options.filter((o) => o.label.toLowerCase().includes(word)).map((o) => o.label)
    expect(found("movimiento")).toEqual(["Movimientos de personal"])
    expect(found("préstamo")).toEqual(["Préstamos autorizados"])
    expect(found("ayudas")).toEqual(["Ayudas económicas"])
    expect(found("reconocimiento")).toEqual(["Reconocimientos"])
    expect(found("organigrama")).toEqual(["Organigramas"])
    expect(found("árbol")).toEqual(["Árbol de departamentos"])
  })

  it("links every route beyond a module's keyed pages from a page of the same module, the user holding its key", () => {
    for (const m of modules) {
      for (const extra of m.extraRoutes) {
        if (extra.path === shellRoutes.misAutorizaciones) continue
        expect(extra.from, extra.path).toBeDefined()
        const parent = m.pages.find((p) => p.path === extra.from)
        expect(parent, `${extra.path} from ${extra.from}`).toBeDefined()
        if (parent === undefined) continue
        expect(relatedRoutes(parent.path, [parent.key]).map((r) => r.path), extra.path).toContain(extra.path)
      }
    }
    expect(relatedRoutes("/personal/gestion-personal/", ["GP100"]).map((r) => r.label)).toEqual([
      "Solicitudes del portal",
      "Ayudas económicas",
      "Movimientos de personal",
      "Préstamos autorizados",
      "Reconocimientos",
    ])
    expect(relatedRoutes("/organizacion/departamentos", ["ORG200"])).toEqual([])
  })

  it("navigates as soon as the typed text settles on one option, not on the way to a longer one", () => {
    const options = searchOptions(allKeys)
    expect(settledOption(options, " posiciones libres ")?.path).toBe("/organizacion/posiciones-libres")
    expect(settledOption(options, "Posiciones")).toBeUndefined()
    expect(settledOption(options, "movimientos de personal")?.path).toBe("/personal/movimientos-personal")
  })
})
