import { Schema } from "effect"

// The dashboard's figures and chart rows.

export const CompanyChartRow = Schema.Struct({
  n_empresa: Schema.String,
  empleados: Schema.Int,
})
export type CompanyChartRow = typeof CompanyChartRow.Type

export const DepartmentChartRow = Schema.Struct({
  n_depto: Schema.String,
  cuantos: Schema.Int,
})
export type DepartmentChartRow = typeof DepartmentChartRow.Type

/** `bandera` says which rows `datosGrafica` holds: 1 per company, 2 per department. */
export const chartByCompany = 1
export const chartByDepartment = 2

export const Indicators = Schema.Struct({
  totalEmpleados: Schema.Int,
  totalMasculinos: Schema.Int,
  totalFemenino: Schema.Int,
  totalAltas: Schema.Int,
  totalBajas: Schema.Int,
  totalCumple: Schema.Int,
  totalVacas: Schema.Int,
  titulo: Schema.String,
  bandera: Schema.Literal(chartByCompany, chartByDepartment),
  datosGrafica: Schema.Union(Schema.Array(CompanyChartRow), Schema.Array(DepartmentChartRow)),
})
export type Indicators = typeof Indicators.Type
