import { objectiveUnits } from "../../../domain/evaluacion/objetivos-vocabulary"
import { objectiveDirections } from "../../../domain/rules/evaluacion-objetivos"
import type { DraftField, ObjectiveDraft } from "../../../machines/evaluacion/objetivos-form"
import { Button } from "../../ui/Button"
import { DateField } from "../../ui/DateField"
import { NumberField } from "../../ui/NumberField"
import { Select } from "../../ui/Select"
import { TextField } from "../../ui/TextField"

// One objective of the capture form: a group named "Objetivo N" with its SMART fields, each
// saying its own problem under it, and the button that removes it.

export const objectiveFieldTexts = {
  objetivo: (n: number) => `Objetivo ${n}`,
  descripcion: "Descripción",
  indicador: "Indicador",
  unidad: "Unidad",
  sentido: "Sentido",
  lineaBase: "Línea base",
  meta: "Meta",
  peso: "Peso (%)",
  fecha: "Fecha compromiso",
  padre: "Objetivo del jefe",
  ninguno: "Ninguno",
  quitar: (n: number) => `Quitar objetivo ${n}`,
} as const

const t = objectiveFieldTexts
const units = objectiveUnits.map((u) => ({ id: u, label: u }))
const directions = objectiveDirections.map((d) => ({ id: d, label: d }))

export interface ObjectiveFieldsProps {
  readonly row: ObjectiveDraft
  readonly index: number
  readonly errors: Readonly<Record<string, string>>
  readonly parents: ReadonlyArray<{ readonly id_objetivo: number; readonly descripcion: string }>
  readonly period: { readonly f_inicio: string; readonly f_fin: string }
  readonly canRemove: boolean
  readonly isDisabled: boolean
  readonly onEdit: (field: DraftField, value: string) => void
  readonly onRemove: () => void
}

export const ObjectiveFields = ({ row, index, errors, parents, period, canRemove, isDisabled, onEdit, onRemove }: ObjectiveFieldsProps) => {
  const n = index + 1
  const error = (field: DraftField) => errors[`objetivos.${index}.${field}`] ?? null
  const common = (field: DraftField) => ({ value: row[field], onChange: (v: string) => onEdit(field, v), errorMessage: error(field), isDisabled })
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-ink-200 p-3">
      <legend className="px-1 font-semibold text-ink-900">{t.objetivo(n)}</legend>
      <TextField label={t.descripcion} maxLength={300} isRequired {...common("descripcion")} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <TextField label={t.indicador} maxLength={150} isRequired {...common("indicador")} />
        <Select label={t.unidad} options={units} isRequired {...common("unidad")} />
        <Select label={t.sentido} options={directions} isRequired {...common("sentido")} />
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-4">
        <NumberField label={t.lineaBase} {...common("linea_base")} />
        <NumberField label={t.meta} isRequired {...common("meta")} />
        <NumberField label={t.peso} minValue={5} maxValue={50} isRequired {...common("peso")} />
        <DateField label={t.fecha} minValue={period.f_inicio} maxValue={period.f_fin} {...common("f_compromiso")} />
      </div>
      {parents.length === 0 ? null : (
        <Select label={t.padre} options={[{ id: "", label: t.ninguno }, ...parents.map((p) => ({ id: String(p.id_objetivo), label: p.descripcion }))]} {...common("id_objetivo_padre")} />
      )}
      {canRemove ? (
        <div>
          <Button variant="secondary" isDisabled={isDisabled} onPress={onRemove}>
            {t.quitar(n)}
          </Button>
        </div>
      ) : null}
    </fieldset>
  )
}
