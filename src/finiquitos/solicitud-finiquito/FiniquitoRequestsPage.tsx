import { finiquitoRequests, finiquitoRequestsEndpoints } from "../../../domain/finiquitos/solicitud-finiquito"
import { causeChoices } from "../../../domain/finiquitos/solicitud-finiquito-vocabulary"
import { choiceLabel } from "../../../domain/records/field"
import { formatFixed } from "../../../domain/number-format"
import type { FormSection } from "../../records/RecordForm"
import { RecordPage } from "../../records/RecordPage"
import { FiniquitoSnapshotTable } from "./FiniquitoSnapshotTable"
import { LetterButton } from "./LetterButton"

// FIN100 Solicitud de finiquito (MODULES-MX §1.6): the list (Folio, Colaborador, Causa, Fecha
// baja, Antigüedad, Bruto, ISR, Neto, Estado) with its filters and export; the record on a page of
// its own with three tabs of inputs and the stored calculation; each row's workflow actions
// (Calcular, Enviar a autorización, Registrar pago, Cancelar) are the platform's; an Autorizado or
// Pagado one also offers "Generar carta (FIN200)".

type Row = Readonly<Record<string, unknown>>

const sections: ReadonlyArray<FormSection> = [
  { title: "Baja", fields: ["id_empleado", "causa", "f_baja", "f_pagado_hasta", "salario_diario", "sdi", "zona"] },
  {
    title: "Prestaciones",
    fields: ["dias_aguinaldo", "dias_aguinaldo_anticipados", "pct_prima_vacacional", "vac_pendientes", "meses_caidos", "incluir_20_dias", "base_prima_antiguedad", "dias_usmo"],
  },
  { title: "Percepciones y deducciones", fields: ["percepciones_extra", "deducciones"] },
  { title: "Cálculo", fields: [], content: (record) => <FiniquitoSnapshotTable record={record} /> },
]

const columns = {
  causa: { render: (row: Row) => choiceLabel(causeChoices, typeof row.causa === "string" ? row.causa : "") },
  antiguedad: { render: (row: Row) => (typeof row.antiguedad === "number" ? `${formatFixed(row.antiguedad, 2)} años` : "—") },
}

export const FiniquitoRequestsPage = () => (
  <RecordPage
    descriptor={finiquitoRequests}
    endpoints={finiquitoRequestsEndpoints}
    pageKey="/finiquitos/solicitud-finiquito"
    layout="page"
    columns={columns}
    formProps={{ sections }}
    rowActions={(row) => <LetterButton row={row} />}
  />
)
