import { Schema } from "effect"
import { formatDate } from "../dates"
import { formatCountOf } from "../number-format"
import { integer, select } from "../records/field"
import { type ReportCell, type ReportDescriptor, reportEndpoints } from "../records/report"
import { workplaceFilterMessages, workplaceFilters } from "../records/report-workplace-filters"
import { type ExpiryBand, expiryBand } from "../rules/contratos-vigencia"
import { contractCatalogNames } from "./gestion-contratos-lookups"

// Contratos por vencer (CON230, MODULES-MX §2): the Vigente contracts whose end is N days away or
// less (30 by default), those already past it with the person still active (Vencido) first, on
// a report descriptor (domain/records/report.ts) so the page, the sheet and the PDF print one
// projection. Días restantes is coloured by the expiry bands AND printed in words (WCAG 1.4.1).
// Último seguimiento is the latest follow-up of CON220.

export const contratosVencerMessages = {
  dias: "Ingrese un número entero de 0 a 365",
  ...workplaceFilterMessages,
  tipo: "El tipo de contrato no es válido",
  demasiadasFilas: (filas: number, max: number) =>
    `La lista tiene ${filas.toLocaleString("es-MX")} contratos y el PDF admite hasta ${max}: filtre por empresa o centro de trabajo, o exporte a Excel.`,
} as const

/** The window a new page and a request without `dias` look at. */
export const defaultDays = 30

export interface ContratosVencerRequest {
  readonly dias?: number
  readonly id_empresa?: number
  readonly id_centro_trabajo?: number
  readonly id_depto?: number
  readonly id_tipo_contrato?: string
}

export const ContratoPorVencer = Schema.Struct({
  id_contrato: Schema.String,
  id_empleado: Schema.Number,
  colaborador: Schema.String,
  n_puesto: Schema.String,
  n_tipo_contrato: Schema.String,
  f_fin: Schema.String,
  dias_restantes: Schema.Number,
  ultimo_seguimiento: Schema.NullOr(Schema.String),
})
export type ContratoPorVencer = typeof ContratoPorVencer.Type
export const ContratosVencer = Schema.Struct({ contratos: Schema.Array(ContratoPorVencer) })
export type ContratosVencer = typeof ContratosVencer.Type

/** The days left in words: never the colour alone. */
export const daysLeftText = (days: number): string => {
  if (days < 0) return days === -1 ? "Vencido hace 1 día" : `Vencido hace ${-days} días`
  if (days === 0) return "Vence hoy"
  return days === 1 ? "1 día" : `${days} días`
}

const bandTone: Readonly<Record<ExpiryBand, string>> = { vencido: "vencido", rojo: "rojo", ambar: "ambar", amarillo: "amarillo" }

const textCell = (text: string): ReportCell => ({ value: null, lines: [text], sheet: [text], text: true })

const daysCell = (c: ContratoPorVencer): ReportCell => {
  const band = expiryBand(c.dias_restantes)
  const words = daysLeftText(c.dias_restantes)
  return { value: c.dias_restantes, lines: [words], label: `Días restantes: ${words}`, sheet: [c.dias_restantes], ...(band === null ? {} : { tone: bandTone[band] }) }
}

export const contratosVencerReport: ReportDescriptor<ContratosVencerRequest, ContratosVencer> = {
  title: "Contratos por vencer",
  keys: ["CON230"],
  filters: {
    dias: { field: integer({ label: "Vence en días o menos", min: 0, max: 365 }), message: contratosVencerMessages.dias, optional: true },
    ...workplaceFilters,
    id_tipo_contrato: {
      field: select({ label: "Tipo de contrato", lookup: { catalogue: contractCatalogNames.tiposContratoActivos, idColumn: "id_tipo_contrato", labelColumn: "n_tipo_contrato" } }),
      message: contratosVencerMessages.tipo,
      optional: true,
      placeholder: "Todos los tipos",
    },
  },
  initial: () => ({ dias: String(defaultDays) }),
  read: {
    name: "getContratosVencer",
    path: "/get-contratos-vencer",
    summary:
      "Los contratos vigentes que vencen en `dias` días o menos (30 si falta), y los ya vencidos de personas activas, de los centros de trabajo del rol; filtros empresa, centro, departamento y tipo. Con pagina y por_pagina, una página y total_filas.",
  },
  xlsx: {
    name: "exportarContratosVencer",
    path: "/exportar-contratos-vencer",
    summary: "Los contratos por vencer en Excel: contrato, colaborador, puesto, tipo, término, días restantes y último seguimiento.",
  },
  pdf: {
    name: "contratosVencerPdf",
    path: "/contratos-vencer-pdf",
    summary: "Los contratos por vencer en PDF horizontal; hasta 400 filas.",
    maxRows: 400,
    tooMany: contratosVencerMessages.demasiadasFilas,
  },
  result: ContratosVencer,
  rows: (r) => r.contratos,
  withRows: (r, contratos) => ({ ...r, contratos: contratos as ReadonlyArray<ContratoPorVencer> }),
  table: (r, q) => ({
    caption: `Contratos que vencen en ${q.dias ?? defaultDays} días o menos`,
    keyHeader: "Contrato",
    rowHeader: "Colaborador",
    detailHeader: "Puesto",
    columns: [
      { key: "tipo", label: "Tipo" },
      { key: "termino", label: "Término" },
      { key: "dias", label: "Días restantes" },
      { key: "seguimiento", label: "Último seguimiento" },
    ],
    parts: [""],
    rows: r.contratos.map((c) => ({
      key: c.id_contrato,
      label: c.colaborador,
      detail: c.n_puesto,
      cells: [
        textCell(c.n_tipo_contrato),
        textCell(formatDate(c.f_fin)),
        daysCell(c),
        c.ultimo_seguimiento === null ? { value: null, lines: ["—"], label: "Sin seguimiento", sheet: [null] } : textCell(formatDate(c.ultimo_seguimiento)),
      ],
    })),
  }),
  summary: (total) => formatCountOf(total, "contrato", "contratos"),
  heading: (q) => ({ title: `Contratos por vencer en ${q.dias ?? defaultDays} días` }),
  tones: {
    vencido: { label: "Vencido", fill: "#fecaca" },
    rojo: { label: "7 días o menos", fill: "#fee2e2" },
    ambar: { label: "De 8 a 15 días", fill: "#fef3c7" },
    amarillo: { label: "De 16 a 30 días", fill: "#fef9c3" },
  },
  legend: "Días restantes",
  emptyCell: "Sin seguimiento",
  empty: "No hay contratos que venzan en ese plazo.",
  pageSize: 50,
  // Bulk actions renovar and registrar seguimiento (./contratos-vencer-bulk.ts).
  selection: { label: (row) => `Seleccionar el contrato ${row.key} de ${row.label}`, all: "Seleccionar todos los contratos mostrados" },
}

const ends = reportEndpoints<ContratosVencerRequest, ContratosVencerRequest, ContratosVencer, never>(contratosVencerReport)

export const contratosVencerEndpoints = {
  getContratosVencer: ends.read,
  exportarContratosVencer: ends.xlsx,
  contratosVencerPdf: ends.pdf,
} as const
