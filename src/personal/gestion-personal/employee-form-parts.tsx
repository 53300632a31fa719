import { employeeFormCalls } from "../../../machines/personal/employee-form-calls"
import type { Values } from "../../../machines/record-modal"
import { api } from "../../app/api"
import type { FieldRenderProps, FormSection } from "../../records/RecordForm"
import { recordText } from "../../records/record-text"
import { useLoaded } from "../../records/use-loaded"
import type { SelectItem } from "../../ui/SearchSelect"
import { CentreSelect, LoadedSelect } from "../../organizacion/LoadedSelect"
import { adjustPlace, placeRender } from "../../organizacion/PlaceSelect"

// The employee record's form as Gestión de personal draws it, shared with the pre-alta of a
// candidate (./candidates/PreHiresPage.tsx), which holds the same fields: the tabs of data, the
// workplace selects that cascade (company -> centre -> department -> puesto -> a vacant position
// of that department and puesto; the registro patronal and the periodicidad of the company), the
// address's país -> estado -> ciudad, and what a change clears.

const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "")

/** The tab where the company is chosen, which the registro patronal and the periodicidad need. */
const workplaceTab = "Puesto / posición"

/**
 * The record's tabs of data (the photo and the Baja tab are Gestión de personal's own). The
 * workplace comes before IMSS / SAT: the registro patronal and the periodicidad are the company's.
 */
export const employeeDataSections: ReadonlyArray<FormSection> = [
  {
    title: "Datos generales",
    fields: [
      "nombre",
      "apellido_paterno",
      "apellido_materno",
      "f_nacimiento",
      "sexo",
      "curp",
      "rfc",
      "id_estado_civil",
      "id_escolaridad",
      "id_pais_nacimiento",
      "id_estado_nacimiento",
      "nacionalidad",
      "id_tipo_sangre",
    ],
  },
  { title: "Domicilio", fields: ["calle", "num_exterior", "num_interior", "colonia", "codigo_postal", "id_pais", "id_estado", "id_ciudad"] },
  {
    title: "Contacto",
    fields: ["email_personal", "email_trabajo", "telefono", "celular", "contacto_emergencia_nombre", "contacto_emergencia_parentesco", "contacto_emergencia_telefono"],
  },
  { title: workplaceTab, fields: ["id_empresa", "id_centro_trabajo", "id_depto", "id_puesto", "id_posicion", "persona_clave"] },
  {
    title: "IMSS / SAT",
    fields: [
      "nss",
      "registro_patronal",
      "cp_fiscal",
      "id_regimen_fiscal",
      "id_tipo_contrato",
      "id_tipo_jornada",
      "id_tipo_regimen",
      "id_periodicidad",
      "tipo_salario",
      "num_credito_infonavit",
      "clabe",
      "id_banco",
    ],
  },
  { title: "Salario", fields: ["salario_diario", "f_ingreso", "f_antiguedad"] },
]

// --- Cascading lookups (module constants: useLoaded loads again only when its key changes) ------

const { departments, puestos, registros, periodicidades, positions } = employeeFormCalls(api)

const ByParent = ({
  props,
  parent,
  load,
  waitsFor,
}: {
  readonly props: FieldRenderProps
  readonly parent: string
  readonly load: (key: string) => Promise<ReadonlyArray<SelectItem> | null>
  readonly waitsFor: string
}) => {
  const key = text(props.values[parent])
  // A stored record's workplace is read-only: its value shows, nothing needs loading.
  const items = useLoaded(key === "" || props.isReadOnly ? null : key, load)
  return <LoadedSelect props={props} items={items} isDisabled={key === ""} waitsFor={waitsFor} />
}

const PositionSelect = (props: FieldRenderProps) => {
  const depto = text(props.values.id_depto)
  const puesto = text(props.values.id_puesto)
  const items = useLoaded(depto === "" || props.isReadOnly ? null : depto, positions)
  return (
    <LoadedSelect
      props={props}
      items={items.filter((p) => puesto === "" || p.puesto === puesto)}
      isDisabled={depto === "" || puesto === ""}
      waitsFor={recordText.habilitaAlElegir(depto === "" ? "Departamento" : "Puesto")}
    />
  )
}

/** The inputs of the record's fields that cascade from another (the photo is Gestión de personal's). */
export const employeeRender = {
  ...placeRender,
  id_centro_trabajo: (props: FieldRenderProps) => (props.isReadOnly ? <LoadedSelect props={props} items={[]} /> : <CentreSelect {...props} />),
  id_depto: (props: FieldRenderProps) => <ByParent props={props} parent="id_centro_trabajo" load={departments} waitsFor={recordText.habilitaAlElegir("Centro de trabajo")} />,
  id_puesto: (props: FieldRenderProps) => <ByParent props={props} parent="id_empresa" load={puestos} waitsFor={recordText.habilitaAlElegir("Empresa")} />,
  id_posicion: PositionSelect,
  // The company is chosen in the tab before (Puesto / posición); the line names it all the same.
  registro_patronal: (props: FieldRenderProps) => (
    <ByParent props={props} parent="id_empresa" load={registros} waitsFor={recordText.habilitaAlElegir("Empresa", workplaceTab)} />
  ),
  id_periodicidad: (props: FieldRenderProps) => (
    <ByParent props={props} parent="id_empresa" load={periodicidades} waitsFor={recordText.habilitaAlElegir("Empresa", workplaceTab)} />
  ),
}

/** A new company clears what hangs from it; a new centre its department and position; and so on. */
export const adjustEmployee = (values: Values, field: string): Values => {
  const cleared = (fields: ReadonlyArray<string>) => ({ ...values, ...Object.fromEntries(fields.map((f) => [f, ""])) })
  if (field === "id_empresa") return cleared(["id_centro_trabajo", "id_depto", "id_puesto", "id_posicion", "registro_patronal", "id_periodicidad"])
  if (field === "id_centro_trabajo") return cleared(["id_depto", "id_posicion"])
  if (field === "id_depto" || field === "id_puesto") return cleared(["id_posicion"])
  return adjustPlace(values, field)
}
