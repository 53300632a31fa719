import { colaboradoresReport } from "../domain/reporteador/reporteador"
import { sampleWhile } from "./process-memory"

// One download of the report builder's 'Colaboradores' with every column, timed to its last byte
// while the server's resident memory is sampled: the report benches at 100,000 and 500,000 rows.

const body = JSON.stringify({ tabla: colaboradoresReport.tabla, tituloReporte: colaboradoresReport.label, columnas: colaboradoresReport.columns.map((c) => c.id) })

export interface ReportRun {
  readonly seconds: number
  readonly bytes: number
  /** The highest resident memory sampled while it ran, MiB. */
  readonly peakMiB: number
}

export const downloadReportOfEveryone = async (url: string, token: string, pid: number): Promise<ReportRun> => {
  const started = performance.now()
  const { result: bytes, peakMiB } = await sampleWhile(pid, async () => {
    const response = await fetch(`${url}/api/reporteador`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body })
    if (!response.ok || response.body === null) throw new Error(`reporteador answered ${response.status}`)
    let size = 0
    for await (const chunk of response.body) size += (chunk as Uint8Array).length
    return size
  })
  return { seconds: (performance.now() - started) / 1000, bytes, peakMiB }
}
