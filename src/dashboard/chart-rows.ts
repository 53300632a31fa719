import { type Indicators, chartByCompany } from "../../domain/dashboard/dashboard"

export interface ChartRow {
  /** Unique even when two departments share a name. */
  readonly id: string
  readonly label: string
  readonly value: number
}

/** `bandera` says whether the rows are per company or per department. */
export const chartRows = (data: Indicators): ReadonlyArray<ChartRow> =>
  data.datosGrafica.map((row, i) =>
    "n_empresa" in row
      ? { id: `${i}`, label: row.n_empresa, value: row.empleados }
      : { id: `${i}`, label: row.n_depto, value: row.cuantos },
  )

export const isByCompany = (data: Indicators): boolean => data.bandera === chartByCompany
