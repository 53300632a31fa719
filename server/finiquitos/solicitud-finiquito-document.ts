import type { Content } from "pdfmake/interfaces"
import { finiquitoRequests } from "../../domain/finiquitos/solicitud-finiquito"
import { finiquitoSnapshotOf } from "../../domain/finiquitos/solicitud-finiquito-snapshot"
import { causeChoices } from "../../domain/finiquitos/solicitud-finiquito-vocabulary"
import type { EntityOf } from "../../domain/records/descriptor"
import { choiceLabel } from "../../domain/records/field"
import { formatFixed, formatPesos } from "../../domain/number-format"
import { facts, heading } from "../documents/frame"
import { dataTable } from "../pdf/blocks"
import { spanishDate } from "../pdf/spanish-date"
import { type EmployeeRecordContext, type RecordDocument, employeeRecordDocument, paragraph } from "../personal/record-document"

// The "Hoja de cálculo de finiquito" (MODULES-MX §1.4's table): the person and the baja, each line
// of the stored calculation with its days, base, importe, exento and gravado, the ISR estimate,
// the deductions and the neto, and the legal parameters' versions it used. It prints the snapshot
// calcular stored, never a new calculation, so it says what was authorized and paid.

type Finiquito = EntityOf<typeof finiquitoRequests>

const dash = "—"

const sheetDocument = (f: Finiquito, { razonSocial, person: p }: EmployeeRecordContext): RecordDocument => {
  const s = finiquitoSnapshotOf(f.resultado)
  const body: Array<Content> = [
    facts([
      ["Colaborador", `${p.n_empleado}${p.num_empleado === null ? "" : ` (No. ${p.num_empleado})`}`],
      ["Empresa", razonSocial],
      ["Causa", choiceLabel(causeChoices, f.causa)],
      ["Fecha de baja", spanishDate(f.f_baja)],
      ["Pagado hasta", spanishDate(f.f_pagado_hasta)],
      ["Salario diario / SDI", `${formatPesos(f.salario_diario ?? 0)} / ${formatPesos(f.sdi ?? 0)}`],
    ]),
  ]
  if (s === null) {
    body.push(paragraph("Este finiquito aún no se calcula."))
    return { title: "Hoja de cálculo de finiquito", folio: f.folio, fecha: f.f_baja, body }
  }
  body.push(
    heading("Conceptos"),
    dataTable(
      ["Concepto", "Días", "Base", "Importe", "Exento", "Gravado"],
      [
        ...s.lineas.map((l) => [
          l.concepto,
          l.dias === null ? dash : formatFixed(l.dias, 4),
          l.base === null ? dash : formatPesos(l.base),
          formatPesos(l.importe),
          formatPesos(l.exento),
          formatPesos(l.gravado),
        ]),
        ["Bruto", "", "", formatPesos(s.totales.bruto), formatPesos(s.totales.exento), formatPesos(s.totales.gravado)],
      ],
    ),
    heading("Totales"),
    facts([
      ["Antigüedad", `${s.antiguedad.completos} años y ${s.antiguedad.dias_fraccion} días`],
      ["ISR estimado", formatPesos(s.totales.isr)],
      ["Deducciones", formatPesos(s.totales.deducciones)],
      ["Neto", formatPesos(s.totales.neto)],
    ]),
    paragraph(
      `Parámetros usados: ${s.parametros.map((q) => `${q.clave} vigente desde ${q.f_inicio}`).join("; ")}. El ISR es una estimación; el CFDI de nómina es el legal.`,
    ),
  )
  return { title: "Hoja de cálculo de finiquito", folio: f.folio, fecha: f.f_baja, body }
}

/** The builder of the descriptor's document (domain/finiquitos/solicitud-finiquito.ts). */
export const finiquitoBuilders = {
  "hoja-calculo": employeeRecordDocument(finiquitoRequests, "Hoja de calculo de finiquito", sheetDocument),
}
