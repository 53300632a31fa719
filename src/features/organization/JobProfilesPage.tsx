import { useState } from "react"
import { jobProfiles, jobProfilesEndpoints } from "../../../domain/records/organization/job-profiles"
import type { FormSection } from "../../records/RecordForm"
import { RecordPage } from "../../records/RecordPage"
import { PageTitle } from "../../ui/PageTitle"
import { JobProfileEditor } from "./JobProfileEditor"
import { adjustGenerales, generalesRender } from "./JobProfileSelects"

// Gestionar puestos (ORG500): the list (Clave, Puesto, Departamento, Nivel, Plazas autorizadas
// and ocupadas, Activo; filters empresa, departamento, nivel, activo). "Agregar puesto" creates
// a puesto from its general data in a dialog; a row opens the whole job profile in tabs, each
// saved on its own (./JobProfileEditor). The trash button deactivates a puesto (the server
// refuses one with positions).

type Row = Readonly<Record<string, unknown>>

/** The dialog of a new puesto: its general data, the rest of the profile once it exists. */
const sections: ReadonlyArray<FormSection> = [
  { title: "Generales", fields: ["id_empresa", "id_puesto", "n_puesto", "id_depto", "id_nivel_puesto", "id_puesto_jefe", "tipo_puesto", "riesgo_puesto", "plazas_autorizadas", "activo"] },
  { title: "Objetivo y tabulador", fields: ["objetivo", "salario_min", "salario_max"] },
]

const columns = {
  plazas_autorizadas: { label: "Plazas autorizadas" },
  plazas_ocupadas: { label: "Plazas ocupadas" },
}

export const JobProfilesPage = ({ pageKey }: { readonly pageKey: string }) => {
  const [open, setOpen] = useState<Row | null>(null)
  if (open !== null) {
    return (
      <>
        <PageTitle>{jobProfiles.title}</PageTitle>
        <JobProfileEditor puesto={open} onClose={() => setOpen(null)} />
      </>
    )
  }
  return (
    <RecordPage
      descriptor={jobProfiles}
      endpoints={jobProfilesEndpoints}
      pageKey={pageKey}
      columns={columns}
      onRowAction={(row) => setOpen(row)}
      formProps={{ sections, render: generalesRender }}
      adjust={adjustGenerales}
      deleteLabel={(row) => `Eliminar puesto ${String(row.id_puesto ?? "")}`}
    />
  )
}
