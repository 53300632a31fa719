import { useSelector } from "@xstate/react"
import { idOf } from "../../../domain/records/descriptor"
import { jobProfiles, jobProfilesEndpoints } from "../../../domain/organizacion/gestionar-puestos"
import { readPuesto } from "../../../machines/organizacion/gestionar-puestos-calls"
import { api } from "../../app/api"
import { AddressProblem } from "../../records/AddressProblem"
import type { FormSection } from "../../records/RecordForm"
import { RecordPage } from "../../records/RecordPage"
import { recordText } from "../../records/record-text"
import { useRecordAddress } from "../../records/use-record-address"
import { PageTitle } from "../../ui/PageTitle"
import { JobProfileEditor } from "./JobProfileEditor"
import { adjustGenerales, generalesRender } from "./JobProfileSelects"

// Gestionar puestos (ORG500): the list (Clave, Puesto, Departamento, Nivel, Plazas autorizadas
// and ocupadas, Activo; filters empresa, departamento, nivel, activo). "Agregar puesto" creates
// a puesto from its general data in a dialog; a row opens the whole job profile in tabs, each
// saved on its own (./JobProfileEditor). The trash button deactivates a puesto (the server
// refuses one with positions).

/** The dialog of a new puesto: its general data, the rest of the profile once it exists. */
const sections: ReadonlyArray<FormSection> = [
  { title: "Generales", fields: ["id_empresa", "id_puesto", "n_puesto", "id_depto", "id_nivel_puesto", "id_ocupacion_cno", "id_puesto_jefe", "tipo_puesto", "riesgo_puesto", "plazas_autorizadas", "activo"] },
  { title: "Objetivo y tabulador", fields: ["objetivo", "salario_min", "salario_max"] },
]

const columns = {
  plazas_autorizadas: { label: "Plazas autorizadas" },
  plazas_ocupadas: { label: "Plazas ocupadas" },
}

/** The puesto the address names, as its profile editor needs it (key, company, name, type). */
const readOpenPuesto = readPuesto(api, {
  noAccess: (id) => recordText.registroSinAcceso(jobProfiles.singular, id),
  absent: (id) => recordText.registroNoExiste(jobProfiles.singular, id),
})

export const JobProfilesPage = ({ pageKey }: { readonly pageKey: string }) => {
  // The open profile has the list's record address (?registro=): Back returns to the list, a
  // reload or a shared link opens the profile again.
  const address = useRecordAddress("registro", readOpenPuesto)
  const open = useSelector(address, (s) => (s.matches("open") ? s.context.record : null))
  const missing = useSelector(address, (s) => (s.matches("missing") ? s.context.problem : null))
  const returnTo = useSelector(address, (s) => s.context.returnTo)
  if (open !== null) {
    return (
      <>
        <PageTitle>{jobProfiles.title}</PageTitle>
        <JobProfileEditor puesto={open} onClose={() => address.send({ type: "CLOSED" })} />
      </>
    )
  }
  return (
    <>
      <AddressProblem message={missing} onBack={() => address.send({ type: "CLOSED" })} />
      <RecordPage
        descriptor={jobProfiles}
        endpoints={jobProfilesEndpoints}
        pageKey={pageKey}
        columns={columns}
        addressed={false}
        returnTo={returnTo}
        onRowAction={(row) => address.send({ type: "OPEN", id: idOf(jobProfiles, row) })}
        formProps={{ sections, render: generalesRender }}
        adjust={adjustGenerales}
        deleteLabel={(row) => `Eliminar puesto ${String(row.id_puesto ?? "")}`}
      />
    </>
  )
}
