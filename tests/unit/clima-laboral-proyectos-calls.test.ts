import { describe, expect, it } from "vitest"
import { climateProjectCalls, duplicateValues } from "../../machines/clima-laboral/proyectos-calls"
import type { AnyEndpoint } from "../../domain/api/endpoint"
import type { ApiPort, PortResult } from "../../machines/records/api-port"

// "Duplicar" of Proyectos de clima laboral: the add form's values of the next cycle.

const stored = {
  id_proyecto: 7,
  n_proyecto: "NOM-035 planta",
  id_empresa: 1,
  id_centro_trabajo: 3,
  n_centro_trabajo: "Planta",
  f_inicio: "2026-03-02",
  f_fin: "2026-03-31",
  num_trabajadores: 80,
  guias: "I,III",
  usar_muestra: "1",
  tamano_muestra: 66,
  anonimo: "1",
  seleccionados: 66,
  respondieron: 60,
  estado: "Cerrado",
  semilla: 12345,
  f_cierre: "2026-03-31",
  motivo_cancelacion: null,
}

const port = (answer: PortResult<unknown>): ApiPort => ({
  call: async (_endpoint: AnyEndpoint) => answer as never,
  download: async () => answer as never,
  upload: async () => answer as never,
})

describe("duplicating a climate project", () => {
  it("keeps the centre, guides and sample settings, moves the period two years on, and carries nothing derived", () => {
    const values = duplicateValues(stored)
    expect(values).toMatchObject({ n_proyecto: "NOM-035 planta", id_empresa: "1", id_centro_trabajo: "3", guias: "I,III", usar_muestra: "1", tamano_muestra: "66" })
    expect([values.f_inicio, values.f_fin]).toEqual(["2028-03-02", "2028-03-31"])
    for (const derived of ["id_proyecto", "estado", "semilla", "seleccionados", "respondieron", "f_cierre", "num_trabajadores"]) expect(values).not.toHaveProperty(derived)
  })

  it("reads the project to duplicate, or says why it could not", async () => {
    expect(await climateProjectCalls(port({ ok: true, value: { result: stored } })).duplicate(7)).toMatchObject({ kind: "loaded", value: { guias: "I,III" } })
    expect(await climateProjectCalls(port({ ok: false, status: 404, message: "No existe", detalles: [] })).duplicate(7)).toEqual({ kind: "failed", message: "No existe" })
  })
})
