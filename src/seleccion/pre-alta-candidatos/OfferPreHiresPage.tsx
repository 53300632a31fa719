import { useState } from "react"
import type { CatalogRow } from "../../../domain/api/catalogs"
import { documentFlag, preHireDocuments } from "../../../domain/personal/pre-alta-candidatos"
import { offerPreHires, offerPreHiresEndpoints } from "../../../domain/seleccion/pre-alta-candidatos"
import { offerPreHireCalls } from "../../../machines/seleccion/pre-alta-candidatos-calls"
import { api } from "../../app/api"
import { LoadedSelect } from "../../organizacion/LoadedSelect"
import { adjustEmployee, employeeDataSections, employeeRender } from "../../personal/gestion-personal/employee-form-parts"
import { ConfirmHireDialog, preHireTexts } from "../../personal/pre-alta-candidatos/PreHiresPage"
import type { FieldRenderProps, FormSection } from "../../records/RecordForm"
import { RecordPage } from "../../records/RecordPage"
import { useLoaded } from "../../records/use-loaded"
import { IconButton, checkIcon } from "../../ui/IconButton"

// SEL370 Pre-alta de candidatos (MODULES-MX §6): the pre-altas of accepted offers (Folio, Oferta,
// Vacante, Candidato, Posición, Puesto, Fecha de ingreso, Documentos n/7, Estado). A new one
// starts from an accepted offer, whose candidate's data and terms (the requisition's workplace
// and puesto, the salary, the start day) fill the employee record's tabs; the rest is GP250's
// form. A Pendiente row offers "Confirmar alta", which also drafts the offer's contract and may
// cover the requisition.

type Row = Readonly<Record<string, unknown>>
const text = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "")

const calls = offerPreHireCalls(api)

/** What an accepted offer fills in, the company first (choosing it clears what hangs from it). */
const offerValues = (o: CatalogRow): ReadonlyArray<readonly [string, string]> => [
  ["id_empresa", text(o.id_empresa)],
  ["id_centro_trabajo", text(o.id_centro_trabajo)],
  ["id_depto", text(o.id_depto)],
  ["id_puesto", text(o.id_puesto)],
  ["id_posicion", text(o.id_posicion)],
  ["nombre", text(o.nombre)],
  ["apellido_paterno", text(o.apellido_paterno)],
  ["apellido_materno", text(o.apellido_materno)],
  ["f_nacimiento", text(o.f_nacimiento)],
  ["curp", text(o.curp)],
  ["email_personal", text(o.email)],
  ["celular", text(o.telefono)],
  ["id_escolaridad", text(o.id_escolaridad)],
  ["salario_diario", text(o.salario_diario)],
  ["f_ingreso", text(o.f_ingreso)],
]

/** The accepted offer: chosen when adding (its data fill the form), shown when editing. */
const OfferSelect = (props: FieldRenderProps) => {
  const rows = useLoaded(props.stored ? null : "ofertas", calls.offers)
  const value = text(props.value)
  const items = props.stored ? [{ id: value, label: text(props.record?.folio_oferta) }] : rows.map((r) => ({ id: text(r.id_oferta), label: text(r.n_oferta) }))
  const choose = (id: string) => {
    props.onChange(id)
    const row = rows.find((r) => text(r.id_oferta) === id)
    if (row === undefined) return
    for (const [field, v] of offerValues(row)) if (v !== "") props.changeField(field, v)
  }
  return <LoadedSelect props={{ ...props, onChange: (v) => choose(typeof v === "string" ? v : "") }} items={items} />
}

const sections: ReadonlyArray<FormSection> = [...employeeDataSections, { title: "Documentos", fields: preHireDocuments.map((d) => documentFlag(d.id)) }]

const render = { ...employeeRender, id_oferta: OfferSelect }

const order = ["id_oferta", ...sections.flatMap((s) => s.fields)]

const columns = {
  id_pre_alta: { render: (row: Row) => text(row.id_pre_alta) },
  documentos: { render: (row: Row) => `${text(row.documentos)}/${preHireDocuments.length}` },
}

export const OfferPreHiresPage = () => {
  const [confirming, setConfirming] = useState<{ readonly row: Row; readonly reload: () => void } | null>(null)
  return (
    <>
      <RecordPage
        descriptor={offerPreHires}
        endpoints={offerPreHiresEndpoints}
        pageKey="/seleccion/pre-alta-candidatos"
        layout="page"
        columns={columns}
        adjust={adjustEmployee}
        formProps={{ sections, render, order }}
        deleteLabel={(row) => preHireTexts.cancelar(text(row.id_pre_alta))}
        rowActions={(row, reload) =>
          row.estado === "Pendiente" ? (
            <IconButton opensDialog label={preHireTexts.confirmar(text(row.id_pre_alta))} onPress={() => setConfirming({ row, reload })}>
              {checkIcon}
            </IconButton>
          ) : null
        }
      />
      <ConfirmHireDialog row={confirming?.row ?? null} onClose={() => setConfirming(null)} onDone={() => confirming?.reload()} confirmHire={calls.confirmHire} />
    </>
  )
}
