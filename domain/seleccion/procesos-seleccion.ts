import { defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { decimal, flag, integer, rows, select, text, textarea } from "../records/field"
import type { Choice } from "../records/field"
import { stagesProblem } from "../rules/seleccion-etapas"
import { changedStamp, createdStamps } from "../records/stamps"
import { stageTypes } from "./procesos-seleccion-vocabulary"

// SEL150 Procesos de selección (MODULES-MX §6): templates of the stages a vacancy's candidates go
// through, in order, each of a type (Horilla's stage types), mandatory or not, and the scored ones
// weighted: exactly one Inicial, one Contratado and one Descartado, and the weights of the scored
// stages add to 100 (domain/rules/seleccion-etapas.ts). Vacancies (SEL160) name a template; once
// one does, the template no longer changes (its candidates stand on its stages): it is changed by
// duplicating it ("Duplicar" opens the add form with its stages) and pointing new vacancies to the
// copy.

export const processMessages = {
  nombre: "El nombre del proceso es requerido",
  etapa: "El nombre de la etapa es requerido",
  tipo: "El tipo de etapa es requerido",
  etapas: "Capture al menos una etapa",
  enUso: "El proceso está en uso por vacantes: duplíquelo para cambiarlo",
  enUsoEliminar: "El proceso está en uso por vacantes y no puede eliminarse; desactívelo en su lugar",
} as const

export const stageTypeChoices: ReadonlyArray<Choice> = stageTypes.map((t) => ({ id: t, label: t }))

const processStages = {
  label: "Etapas",
  singular: "etapa",
  uniqueBy: ["n_etapa"],
  maxRows: 30,
  fields: {
    n_etapa: text({ label: "Etapa", max: 100, required: processMessages.etapa }),
    tipo: select({ label: "Tipo", choices: stageTypeChoices, required: processMessages.tipo }),
    obligatoria: flag({ label: "Obligatoria" }),
    peso: decimal({ label: "Peso (%)", min: 0, max: 100, scale: 2, description: "Solo las etapas que se califican; sus pesos suman 100." }),
  },
}

const stagesOf = (v: unknown): ReadonlyArray<{ readonly tipo: string; readonly peso: number | null }> =>
  Array.isArray(v)
    ? v.map((s: Readonly<Record<string, unknown>>) => ({ tipo: String(s.tipo ?? ""), peso: typeof s.peso === "number" ? s.peso : null }))
    : []

export const selectionProcesses = defineRecord({
  resource: "procesos-seleccion",
  title: "Procesos de selección",
  singular: "proceso de selección",
  keys: ["SEL150"],
  messages: defaultMessages,
  fields: {
    ...createdStamps,
    ...changedStamp,
    id_proceso: integer({ label: "Clave", key: true, derived: true, sortable: true }),
    n_proceso: text({ label: "Proceso", max: 100, required: processMessages.nombre, column: true, searchable: true, sortable: true }),
    descripcion: textarea({ label: "Descripción", max: 500 }),
    n_etapas: integer({ label: "Etapas", derived: true, column: true }),
    vacantes_uso: integer({ label: "Vacantes que lo usan", derived: true, column: true }),
    activo: flag({ label: "Activo", initial: "1", column: true, filter: true }),
    etapas: rows({ label: "Etapas", of: processStages }),
  },
  rules: [
    {
      field: "etapas",
      reads: ["etapas"],
      check: (v) => {
        const stages = stagesOf(v.etapas)
        return stages.length === 0 ? processMessages.etapas : stagesProblem(stages)
      },
    },
  ],
  defaultOrder: { field: "n_proceso", direction: "asc" },
})

export const selectionProcessesEndpoints = resourceEndpoints("ProcesosSeleccion", selectionProcesses)
