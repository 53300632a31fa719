import { useState } from "react"
import { companyProperties, companyPropertiesEndpoints } from "../../../domain/personal/propiedades-empresas"
import { responsivas, responsivasEndpoints } from "../../../domain/personal/propiedades-empresas-responsivas"
import { choosableStates } from "../../../domain/personal/propiedades-empresas-rules"
import { shiftDay } from "../../../domain/rules/working-days"
import { companyPropertyCalls, printsResponsivaLetter } from "../../../machines/personal/propiedades-empresas-calls"
import { api } from "../../app/api"
import type { FieldRenderProps } from "../../records/RecordForm"
import { type FilterPanelProps, RecordPage } from "../../records/RecordPage"
import { RecordFilters } from "../../records/RecordFilters"
import { textOf } from "../../records/RecordImageInput"
import { useExport } from "../../records/use-export"
import { Button } from "../../ui/Button"
import { IconButton, printIcon } from "../../ui/IconButton"
import { NumberField } from "../../ui/NumberField"
import { PageTitle } from "../../ui/PageTitle"
import { Select } from "../../ui/Select"
import { Tabs } from "../../ui/Tabs"
import { TextField } from "../../ui/TextField"
import { fixedOnceStored } from "../fixed-once-stored"
import { SignedScanInput } from "./SignedScanInput"
import { todayInMexico } from "../../../domain/dates"

// Propiedades de empresas (GP180, DOMAIN-MX 4.3): two lists under one title, each a tab. The
// assets (Tipo, Descripción, Serie, Inventario, Valor, Vencimiento, Estado, Asignado a) with the
// descriptor's filters plus "vence en N días"; a lent one prints its responsiva from its row.
// The responsivas (Folio, Propiedad, Colaborador, dates, Estado, Firmada): lending is adding one
// (an available asset, an active person of its company), returning is editing it (the date and
// the condition), and each row prints its Carta responsiva and, once returned, its Constancia de
// devolución. A stored loan's asset and person are shown, never changed.


export const propertyTexts = {
  title: "Propiedades de empresas",
  tabs: "Listas de propiedades de empresas",
  propiedades: "Propiedades",
  responsivas: "Responsivas",
  venceEn: "Vence en (días)",
  venceAyuda: "Las vencidas y las que vencen en los próximos días indicados",
  porVencer: "Ver por vencer",
  asignada: "La propiedad está asignada; su estado cambia al registrar la devolución en Responsivas.",
  /** How a responsiva's documents name it: "la carta responsiva CR-1-2026-00003". */
  documento: (label: string, folio: string) => `la ${label.toLowerCase()} ${folio}`,
  imprimirDe: (descripcion: string) => `Imprimir la carta responsiva de ${descripcion}`,
} as const


// --- Propiedades -----------------------------------------------------------------------------

/** Disponible, En reparación or Baja; a lent asset shows Asignado, changed only by its return. */
const StateSelect = (props: FieldRenderProps) => {
  const lent = props.record !== null && props.record.id_responsiva_abierta !== null && props.record.id_responsiva_abierta !== undefined
  if (lent) return <TextField label={props.field.label} value="Asignado" onChange={() => undefined} isReadOnly description={propertyTexts.asignada} />
  return (
    <Select
      label={props.field.label}
      options={choosableStates.map((s) => ({ id: s, label: s }))}
      value={textOf(props.value)}
      onChange={(v) => props.onChange(v)}
      onBlur={props.onBlur}
      errorMessage={props.error}
      isRequired
    />
  )
}

/** "Vence en N días": the expiry's upper bound, today + N (expired assets included). */
const ExpiryFilter = ({ applied, onApply }: FilterPanelProps) => {
  const [days, setDays] = useState("")
  return (
    <form
      aria-label={propertyTexts.porVencer}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault()
        if (days.trim() === "") return
        onApply({ ...applied, f_vencimiento_hasta: shiftDay(todayInMexico(), Number(days)) })
      }}
    >
      <div className="w-48">
        <NumberField label={propertyTexts.venceEn} kind="integer" value={days} onChange={setDays} minValue={0} maxValue={3650} maximumFractionDigits={0} description={propertyTexts.venceAyuda} />
      </div>
      <Button type="submit" variant="secondary">
        {propertyTexts.porVencer}
      </Button>
    </form>
  )
}

const propertyFilters = (panel: FilterPanelProps) => (
  <div className="flex flex-col gap-3">
    <ExpiryFilter {...panel} />
    <RecordFilters descriptor={companyProperties} {...panel} />
  </div>
)

const { printLetter } = companyPropertyCalls(api)

const PropertiesList = () => {
  const printing = useExport(printLetter)
  return (
    <RecordPage
      descriptor={companyProperties}
      endpoints={companyPropertiesEndpoints}
      pageKey="/personal/propiedades-empresas"
      showTitle={false}
      filters={propertyFilters}
      formProps={{ render: { estado: StateSelect } }}
      deleteLabel={(row) => `Eliminar la propiedad ${textOf(row.descripcion)}`}
      rowActions={(row) =>
        row.id_responsiva_abierta === null || row.id_responsiva_abierta === undefined || !printsResponsivaLetter ? null : (
          <IconButton label={propertyTexts.imprimirDe(textOf(row.descripcion))} onPress={() => printing.run(String(row.id_responsiva_abierta))}>
            {printIcon}
          </IconButton>
        )
      }
    />
  )
}

// --- Responsivas -----------------------------------------------------------------------------

const loanRender = {
  id_propiedad: fixedOnceStored("propiedad"),
  id_empleado: fixedOnceStored("colaborador"),
  documento_firmado: SignedScanInput,
}

const loanOrder = [
  "id_propiedad",
  "id_empleado",
  "f_entrega",
  "condicion_entrega",
  "f_devolucion_esperada",
  "observaciones",
  "f_devolucion",
  "condicion_devolucion",
  "firmada",
  "documento_firmado",
]

const ResponsivasList = () => (
  <RecordPage
    descriptor={responsivas}
    endpoints={responsivasEndpoints}
    pageKey="/personal/propiedades-empresas/responsivas"
    showTitle={false}
    formProps={{ render: loanRender, order: loanOrder }}
    deleteLabel={(row) => `Eliminar la responsiva ${textOf(row.folio)}`}
    documentName={(doc, row) => propertyTexts.documento(doc.label, textOf(row.folio))}
  />
)

export const CompanyPropertiesPage = () => {
  const [tab, setTab] = useState<string>(propertyTexts.propiedades)
  return (
    <>
      <PageTitle>{propertyTexts.title}</PageTitle>
      <Tabs
        label={propertyTexts.tabs}
        selectedId={tab}
        onChange={setTab}
        items={[
          { id: propertyTexts.propiedades, label: propertyTexts.propiedades, content: <PropertiesList /> },
          { id: propertyTexts.responsivas, label: propertyTexts.responsivas, content: <ResponsivasList /> },
        ]}
      />
    </>
  )
}
