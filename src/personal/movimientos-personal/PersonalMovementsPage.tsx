import { movementMessages, movementTypeChoices, movesPosition } from "../../../domain/personal/movimientos-personal-vocabulary"
import { personalMovements, personalMovementsEndpoints } from "../../../domain/personal/movimientos-personal"
import type { Values } from "../../../machines/record-modal"
import type { Loaded } from "../../../machines/records/loaded-resource"
import { useArrival } from "../../records/use-arrival"
import { FieldInput } from "../../records/FieldInput"
import type { FieldRenderProps } from "../../records/RecordForm"
import { RecordPage } from "../../records/RecordPage"
import { Select } from "../../ui/Select"
import { StoredChoiceSelect } from "../../records/StoredChoiceSelect"
import { useAddressedDetail } from "../../records/use-record-address"
import { IconButton, viewIcon } from "../../ui/IconButton"
import { EmployeePicker } from "./EmployeePicker"
import { MovementDetailDialog } from "./MovementDetailDialog"
import { useMovementContext } from "./movement-context"

// Movimientos de personal (GP100, DOMAIN-MX 4.10): the list (Folio, Colaborador, Tipo, Fecha
// efectiva, Estado, Nivel actual) with its filters and export, the form in a dialog (the person
// with their values today, the type, the date, the motive, and only the inputs the type takes:
// the vacant seat, the new salary and periodicidad, or the BAJA's motive and "recontratable"),
// and each row's actions: Ver (before/after, authorization timeline, IMSS notices), then its
// workflow's (Enviar a autorización while Capturado, and Cancelar as the delete, which cancels),
// with the state as a badge. Altas and reingresos are captured in Gestión de personal, so the
// form offers the other four types.

type Row = Readonly<Record<string, unknown>>
const text = (v: unknown): string => (typeof v === "string" ? v : "")

const capturable = movementTypeChoices.filter((c) => c.id !== "ALTA" && c.id !== "REINGRESO")

const TypeSelect = (props: FieldRenderProps) => (
  <Select
    label={props.field.label}
    options={props.stored ? movementTypeChoices : capturable}
    value={text(props.value)}
    onChange={(v) => props.onChange(v)}
    onBlur={props.onBlur}
    errorMessage={props.error}
    isRequired
    isDisabled={props.stored}
    placeholder="Seleccione el tipo"
  />
)

const tipoOf = (props: FieldRenderProps) => text(props.values.tipo_movimiento)

/** A select of the form's context (seats, motives, periodicidades), shown only for the types that take it. */
const ContextSelect = ({ props, pick, shown, required }: {
  readonly props: FieldRenderProps
  readonly pick: "posiciones" | "motivos_baja" | "periodicidades"
  readonly shown: boolean
  readonly required: boolean
}) => {
  const context = useMovementContext(text(props.values.id_empleado), text(props.values.f_efectiva))
  if (!shown) return null
  const options = context?.[pick] ?? []
  // A stored choice (a seat now claimed by this very movement) stays readable.
  return <StoredChoiceSelect props={props} options={options} isRequired={required} placeholder="Seleccione" />
}

const SalaryInput = (props: FieldRenderProps) => {
  const context = useMovementContext(text(props.values.id_empleado), text(props.values.f_efectiva))
  const tipo = tipoOf(props)
  if (tipo !== "CAMBIO_SALARIO" && tipo !== "PROMOCION") return null
  const now = context?.actual?.salario_diario ?? null
  const typed = Number(text(props.value).replace(/[$,\s]/g, ""))
  const lower = now !== null && text(props.value).trim() !== "" && Number.isFinite(typed) && typed < now
  return (
    <div className="flex flex-col gap-1">
      <FieldInput {...props} />
      {lower ? (
        <p role="status" className="text-sm font-medium text-danger-700">
          {movementMessages.reduccionSalario}
        </p>
      ) : null}
    </div>
  )
}

const render = {
  id_empleado: (props: FieldRenderProps) => <EmployeePicker {...props} />,
  tipo_movimiento: (props: FieldRenderProps) => <TypeSelect {...props} />,
  id_posicion_nueva: (props: FieldRenderProps) => <ContextSelect props={props} pick="posiciones" shown={movesPosition(tipoOf(props))} required />,
  salario_diario_nuevo: (props: FieldRenderProps) => <SalaryInput {...props} />,
  id_periodicidad_nueva: (props: FieldRenderProps) => (
    <ContextSelect props={props} pick="periodicidades" shown={tipoOf(props) === "CAMBIO_SALARIO" || tipoOf(props) === "PROMOCION"} required={false} />
  ),
  id_motivo_baja: (props: FieldRenderProps) => <ContextSelect props={props} pick="motivos_baja" shown={tipoOf(props) === "BAJA"} required />,
  recontratable: (props: FieldRenderProps) => (tipoOf(props) === "BAJA" ? <FieldInput {...props} /> : null),
}

/** Another type takes other inputs: what the previous one proposed is dropped. */
const adjust = (values: Values, field: string): Values =>
  field === "tipo_movimiento" ? { ...values, id_posicion_nueva: "", salario_diario_nuevo: "", id_periodicidad_nueva: "", id_motivo_baja: "" } : values

const columns = {
  // A folio is shown as typed (1203), not as a quantity (1,203).
  id_movimiento: { render: (row: Row) => String(row.id_movimiento ?? "") },
  tipo_movimiento: { render: (row: Row) => movementTypeChoices.find((c) => c.id === row.tipo_movimiento)?.label ?? text(row.tipo_movimiento) },
  nivel_actual: { render: (row: Row) => (row.nivel_actual === null || row.nivel_actual === undefined ? "—" : String(row.nivel_actual)) },
}


export interface PersonalMovementsPageProps {
  readonly pageKey: string
  /** Opens the add form as a salary change for this person (from their record); null: nothing. */
  readonly salaryChangeFor?: number | null
  /** The person was taken: the route drops what brought them. */
  readonly onTaken?: () => void
}

/** A salary change's first values: the person and the type, nothing to read. */
const salaryChange = (id_empleado: number): Promise<Loaded<Values>> =>
  Promise.resolve({ kind: "loaded", value: { id_empleado: String(id_empleado), tipo_movimiento: "CAMBIO_SALARIO" } })

const nothingToDrop = () => undefined

export const PersonalMovementsPage = ({ pageKey, salaryChangeFor = null, onTaken = nothingToDrop }: PersonalMovementsPageProps) => {
  // The detail has its own address (?detalle=): Back closes it, a reload opens it again.
  const detail = useAddressedDetail()
  // An arrival machine keeps the values past the route dropping its parameter, so the form stays open with them.
  const opened = useArrival(salaryChangeFor, salaryChange, onTaken)
  return (
    <>
      <RecordPage
        descriptor={personalMovements}
        endpoints={personalMovementsEndpoints}
        pageKey={pageKey}
        columns={columns}
        adjust={adjust}
        addWith={opened}
        formProps={{
          order: ["id_empleado", "tipo_movimiento", "f_efectiva", "motivo", "id_posicion_nueva", "salario_diario_nuevo", "id_periodicidad_nueva", "id_motivo_baja", "recontratable"],
          render,
        }}
        deleteLabel={(row) => `Cancelar el movimiento ${String(row.id_movimiento ?? "")}`}
        rowActions={(row) => (
          <IconButton opensDialog label={`Ver el movimiento ${String(row.id_movimiento ?? "")}`} onPress={() => detail.open(Number(row.id_movimiento))}>
            {viewIcon}
          </IconButton>
        )}
      />
      <MovementDetailDialog id={detail.id === null ? null : Number(detail.id)} onClose={detail.close} />
    </>
  )
}
