import ExcelJS from "exceljs"
import { beforeAll, describe, expect, it } from "vitest"
import { contract } from "../../domain/api/contract"
import { referenceCatalogues } from "../../domain/organizacion/tablas-referencia-catalogues"
import { periodicidadesPago, regimenesFiscales } from "../../domain/rules/sat-catalogs"
import { call, demo, signIn } from "./support/http"
import { dialects, useServer } from "./support/test-server"

// The records platform's read-only mode, through the SAT's two catalogues of Tablas de
// referencia (ORG050): regímenes fiscales and periodicidades de pago are listed, searched,
// filtered, sorted and exported as seeded. That a read-only resource reads by its key and
// refuses every write (405, nothing changed) is a step of the generated suite for each of them
// (tests/api/support/records-generated.ts).

interface Page {
  readonly registros: ReadonlyArray<Record<string, unknown>>
  readonly total: number
}

const readOnly = [
  { resource: "catalogo-regimenes-fiscales", stem: "CatalogoRegimenesFiscales" },
  { resource: "catalogo-periodicidades-pago", stem: "CatalogoPeriodicidadesPago" },
] as const

describe("the read-only resources in the contract", () => {
  it.each(readOnly)("declares list, read and export of $resource and nothing that writes", ({ resource, stem }) => {
    const own = contract.filter((e) => e.path === `/${resource}` || e.path === `/${resource}/:id` || e.path === `/exportar-${resource}`)
    expect(own.map((e) => `${e.name} ${e.method} ${e.path} ${e.writes}`).sort()).toEqual(
      [`exportar${stem} POST /exportar-${resource} false`, `leer${stem} GET /${resource}/:id false`, `listar${stem} GET /${resource} false`].sort(),
    )
  })

  it("offers the SAT's catalogues in the Tablas de referencia select, after the maintained ones", () => {
    expect(referenceCatalogues.map((c) => c.id).slice(-3)).toEqual(["regimenes-fiscales", "periodicidades-pago", "riesgos-puesto"])
    expect(referenceCatalogues.filter((c) => c.descriptor.readOnly === true).map((c) => c.descriptor.title)).toEqual([
      "Regímenes fiscales",
      "Periodicidades de pago",
      "Riesgos de puesto",
    ])
  })
})

describe.each(dialects)("read-only catalogues on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  const get = (path: string) => call(t.url, `/api${path}`, { token: admin })
  const page = async (path: string): Promise<Page> => {
    const answer = await get(path)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return (answer.body as { result: Page }).result
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
  })

  it("lists every seeded régimen fiscal by clave, with the persons it applies to", async () => {
    const all = await page("/catalogo-regimenes-fiscales?por_pagina=100")
    expect(all.total).toBe(regimenesFiscales.length)
    expect(all.registros.map((r) => r.id_regimen)).toEqual(regimenesFiscales.map((r) => r.id_regimen))
    expect(all.registros[0]).toEqual({ id_regimen: "601", n_regimen: "General de Ley Personas Morales", aplica_fisica: "0", aplica_moral: "1" })
  })

  it("searches without accents, filters by the person it applies to and sorts by description", async () => {
    expect((await page("/catalogo-regimenes-fiscales?buscar=regimen%20simplificado")).registros.map((r) => r.id_regimen)).toEqual(["626"])
    expect((await page("/catalogo-regimenes-fiscales?buscar=ENAJENACION")).registros.map((r) => r.id_regimen)).toEqual(["607", "630"])
    const both = await page("/catalogo-regimenes-fiscales?aplica_fisica=1&aplica_moral=1")
    expect(both.registros.map((r) => r.id_regimen)).toEqual(["610", "626"])
    // Names whose order no collation disputes (accents sort differently on each database).
    const byName = await page("/catalogo-periodicidades-pago?orden=n_periodicidad&direccion=desc&por_pagina=5")
    expect(byName.registros.map((r) => r.n_periodicidad)).toEqual(["Unidad obra", "Semanal", "Quincenal", "Precio alzado", "Otra Periodicidad"])
    const periodicities = await page("/catalogo-periodicidades-pago?buscar=quincenal")
    expect(periodicities.registros).toEqual([{ id_periodicidad: "04", n_periodicidad: "Quincenal" }])
    expect((await page("/catalogo-periodicidades-pago?por_pagina=20")).total).toBe(periodicidadesPago.length)
  })

  it("exports the catalogue with its four columns", async () => {
    const response = await fetch(`${t.url}/api/exportar-catalogo-regimenes-fiscales`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: JSON.stringify({ aplica_moral: "1" }),
    })
    expect(response.status).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer)
    const rows: Array<Array<unknown>> = []
    workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as Array<unknown>).slice(1)))
    const header = rows.findIndex((r) => r.includes("Clave"))
    expect(rows[header]).toEqual(["Clave", "Descripción", "Aplica a persona física", "Aplica a persona moral"])
    const body = rows.slice(header + 1)
    expect(body.map((r) => r[0])).toEqual(regimenesFiscales.filter((r) => r.aplica_moral === "1").map((r) => r.id_regimen))
    expect(body.find((r) => r[0] === "610")).toEqual(["610", "Residentes en el Extranjero sin Establecimiento Permanente en México", "Sí", "Sí"])
  })
})
