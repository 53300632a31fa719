import { catalogNames } from "../../../domain/api/catalogs"
import { employeeCatalogNames } from "../../../domain/personal/employee-lookups"
import { requisitions, requisitionsEndpoints } from "../../../domain/seleccion/requisiciones-colaboradores"
import { CentreSelect, LoadedSelect } from "../../organizacion/LoadedSelect"
import { useDepartments } from "../../organizacion/use-org-selects"
import { recordText } from "../../records/record-text"
import type { FieldRenderProps, FormSection } from "../../records/RecordForm"
import { RecordPage } from "../../records/RecordPage"
import { useLookup } from "../../records/use-lookup"
import { PuestoRequirements } from "./PuestoRequirements"
import { ScannedTextarea } from "./ScannedTextarea"

// SEL100 Requisiciones de colaboradores (MODULES-MX §6): the list (Folio, Puesto, Posición,
// Depto, Vacantes, Fecha requerida, Solicitante, Estado, Días abierta) with its filters (empresa,
// centro, depto, puesto, estado, fechas) and export; the requisition on a page of its own, its
// selects cascading (company → centre → department → free position; company → puesto); the
// puesto's requirements read-only from its profile; its free texts checked against the barred
// phrases as the user types; "Enviar a autorización", "Cancelar
// requisición" and the PDF "Requisición de personal" on each row are the platform's.

const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "")

const DepartmentSelect = (props: FieldRenderProps) => {
  const centre = text(props.values.id_centro_trabajo)
  return <LoadedSelect props={props} items={useDepartments("id_centro_trabajo", centre)} isDisabled={centre === ""} waitsFor={recordText.habilitaAlElegir("Centro de trabajo")} />
}

const PuestoSelect = (props: FieldRenderProps) => {
  const company = text(props.values.id_empresa)
  const items = useLookup(catalogNames.puestosDelRol, "id_puesto", "n_puesto", { column: "id_empresa", value: company })
  return <LoadedSelect props={props} items={items} isDisabled={company === ""} waitsFor={recordText.habilitaAlElegir("Empresa")} />
}

const PositionSelect = (props: FieldRenderProps) => {
  const department = text(props.values.id_depto)
  const items = useLookup(employeeCatalogNames.posicionesLibres, "id_posicion", "n_posicion", { column: "id_depto", value: department })
  return <LoadedSelect props={props} items={items} isDisabled={department === ""} waitsFor={recordText.habilitaAlElegir("Departamento")} />
}

const render = {
  id_centro_trabajo: (props: FieldRenderProps) => <CentreSelect {...props} />,
  id_depto: (props: FieldRenderProps) => <DepartmentSelect {...props} />,
  id_puesto: (props: FieldRenderProps) => <PuestoSelect {...props} />,
  id_posicion: (props: FieldRenderProps) => <PositionSelect {...props} />,
  requisitos_adicionales: (props: FieldRenderProps) => <ScannedTextarea {...props} />,
  justificacion: (props: FieldRenderProps) => <ScannedTextarea {...props} />,
}

const sections: ReadonlyArray<FormSection> = [
  { title: "Generales", fields: ["id_empresa", "id_centro_trabajo", "id_depto", "id_puesto", "id_motivo", "id_posicion", "id_empleado_sustituido", "id_empleado_solicitante"] },
  { title: "Vacantes y salario", fields: ["num_vacantes", "id_tipo_contrato", "f_requerida", "salario_min", "salario_max"] },
  { title: "Requisitos del puesto", fields: [], content: (record) => <PuestoRequirements record={record} /> },
  { title: "Justificación", fields: ["requisitos_adicionales", "justificacion"] },
]

export const RequisitionsPage = () => (
  <RecordPage
    descriptor={requisitions}
    endpoints={requisitionsEndpoints}
    pageKey="/seleccion/requisiciones-colaboradores"
    layout="page"
    formProps={{ sections, render }}
  />
)
