import { useMemo, } from "react"
import { catalogNames } from "../../../domain/api/catalogs"
import { departmentResponsables, departments, departmentsEndpoints } from "../../../domain/organizacion/departamentos"
import { ancestorsIn } from "../../../domain/organizacion/departamentos-rules"
import { readCompanyDepartments } from "../../../machines/organizacion/selects-calls"
import type { Values } from "../../../machines/record-modal"
import { api } from "../../app/api"
import { FieldInput } from "../../records/FieldInput"
import type { FieldRenderProps, FormSection } from "../../records/RecordForm"
import { RecordPage } from "../../records/RecordPage"
import { useLookup } from "../../records/use-lookup"
import { CentreSelect, LoadedSelect } from "../LoadedSelect"
import { useLoadedItems } from "../use-org-selects"
import { withChoices } from "../child-choices"

// Departamentos (ORG400), shown at /organizacion/departamentos and at gestionar-departamentos: the
// list with its filters and export, and the form in a dialog with two tabs. The company is one of
// the caller's (the descriptor's catalogue); the centre lists the chosen company's centres of the
// caller's role and the parent the company's active departments of those centres, named with
// their centre, without the department itself nor any under it (the server refuses those too).
// A new company clears both. The responsables' table names the employee and the type.

const sections: ReadonlyArray<FormSection> = [
  { title: "Generales", fields: ["id_empresa", "id_centro_trabajo", "id_depto", "n_depto", "id_depto_padre", "id_centro_costos", "activo"] },
  { title: "Responsables", fields: ["responsables"] },
]

const text = (value: unknown): string => (typeof value === "string" ? value : "")

const loadParents = readCompanyDepartments(api)

const ParentSelect = (props: FieldRenderProps) => {
  const company = text(props.values.id_empresa)
  const items = useLoadedItems(company === "" ? null : company, loadParents)
  const self = Number(text(props.values.id_depto))
  // The department itself and every one under it would make the tree loop.
  const offered = useMemo(() => {
    if (!Number.isInteger(self) || self <= 0) return items
    const parents = new Map(items.map((i) => [Number(i.id), i.parent]))
    return items.filter((i) => Number(i.id) !== self && !ancestorsIn(parents, Number(i.id)).includes(self))
  }, [items, self])
  return <LoadedSelect props={props} items={offered} isDisabled={company === ""} />
}

/** The responsables' editor, its table naming each employee and type instead of their ids. */
const ResponsablesInput = (props: FieldRenderProps) => {
  const employees = useLookup(catalogNames.empleadosActivos, "id_empleado", "n_empleado")
  const types = useLookup(catalogNames.tiposResponsabilidad, "id_tipo_resp", "n_tipo_resp")
  const child = useMemo(() => withChoices(departmentResponsables, { id_numero: employees, id_tipo_resp: types }), [employees, types])
  return <FieldInput {...props} field={{ ...props.field, rows: child }} />
}

const render = {
  id_centro_trabajo: (props: FieldRenderProps) => <CentreSelect {...props} />,
  id_depto_padre: (props: FieldRenderProps) => <ParentSelect {...props} />,
  responsables: (props: FieldRenderProps) => <ResponsablesInput {...props} />,
}

/** Another company's centres and departments are not this one's: a new company clears both. */
const adjust = (values: Values, field: string): Values => (field === "id_empresa" ? { ...values, id_centro_trabajo: "", id_depto_padre: "" } : values)

/** A clave is shown as typed (9101), not as a quantity (9,101). */
const columns = { id_depto: { render: (row: Readonly<Record<string, unknown>>) => String(row.id_depto ?? "") } }

export const DepartmentsPage = ({ pageKey }: { readonly pageKey: string }) => (
  <RecordPage descriptor={departments} endpoints={departmentsEndpoints} pageKey={pageKey} columns={columns} formProps={{ sections, render }} adjust={adjust} />
)
