import { fromPromise } from "xstate"
import {
  type ReporteDescripcionRequest,
  getPuestosDescripcion,
  reporteDescripcionPuesto,
} from "../../domain/organizacion/reporte-descripcion-puestos-api"
import type { ApiPort, PortFile } from "../records/api-port"
import type { Loaded } from "../records/loaded-resource"
import type { LookupItem } from "../records/lookup-calls"
import { isFault, loadedList, reasonOf } from "./call-outcomes"
import type { GenerateOutcome } from "./reporte-descripcion-puestos"

// The calls of Reporte descripción de puestos: a company's puestos to tick, and the PDF, which
// `save` hands to the browser (the client's file saving lives in the view layer).

/** The report machine's `generate`: a fault rejects (the machine's general error), a refusal is in its own words. */
export const jobDescriptionReportActors = (api: ApiPort, save: (file: PortFile) => void) => ({
  generate: fromPromise<GenerateOutcome, ReporteDescripcionRequest>(async ({ input }) => {
    const result = await api.download(reporteDescripcionPuesto, input)
    if (!result.ok) {
      if (isFault(result)) throw new Error(result.message)
      return { kind: "refused", message: reasonOf(result) }
    }
    save(result.value)
    return { kind: "downloaded" }
  }),
})

/** The puestos of a company ("Puesto (Clave)", inactive ones marked). */
export const readReportPuestos =
  (api: ApiPort) =>
  async (idEmpresa: string): Promise<Loaded<ReadonlyArray<LookupItem>>> =>
    loadedList(await api.call(getPuestosDescripcion, { id_empresa: Number(idEmpresa) }), (p) => ({
      id: p.id_puesto,
      label: `${p.n_puesto} (${p.id_puesto})${p.activo === "1" ? "" : " · inactivo"}`,
    }))
