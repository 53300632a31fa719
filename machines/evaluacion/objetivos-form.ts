import { assign, setup } from "xstate"
import type { FieldProblem } from "../../domain/api/problems"
import { type Objective, type SheetLimits, objectiveFieldProblems, objectiveMessages as m, sheetProblems, withinPeriod } from "../../domain/evaluacion/objetivos"
import type { ObjectiveSheet, StoredObjective } from "../../domain/evaluacion/objetivos-api"
import type { ObjectiveUnit } from "../../domain/evaluacion/objetivos-vocabulary"
import type { ObjectiveDirection } from "../../domain/rules/evaluacion-objetivos"

// The capture form of one person's objectives (EVA010): its rows as typed (text, numbers as the
// fields hold them), rows added and removed, the running Σ peso, and the problems said under each
// field and above the rows. The same checks the server runs are run before sending (the count
// against the system parameters, the weights adding to 100 in hundredths, each objective's
// rules); a refusal the server still finds comes back as its problems (`objetivos.0.meta`).

export interface ObjectiveDraft {
  /** The row's own key in the form (rows move when one above is removed). */
  readonly key: number
  readonly id_objetivo: number | null
  readonly descripcion: string
  readonly indicador: string
  readonly unidad: string
  readonly sentido: string
  readonly linea_base: string
  readonly meta: string
  readonly peso: string
  readonly f_compromiso: string
  readonly id_objetivo_padre: string
}

export type DraftField = Exclude<keyof ObjectiveDraft, "key" | "id_objetivo">

export interface ObjectiveFormContext {
  readonly rows: ReadonlyArray<ObjectiveDraft>
  readonly nextKey: number
  /** Problems by field path (`objetivos.0.descripcion`). */
  readonly errors: Readonly<Record<string, string>>
  /** Problems of the whole sheet (count, weights) or the server's word. */
  readonly alert: string | null
  readonly limits: SheetLimits
  readonly period: { readonly f_inicio: string; readonly f_fin: string }
  /** Whether the rows differ from what was loaded. */
  readonly dirty: boolean
  /** Grows with each check or refusal that found problems: the view moves the focus to the first. */
  readonly attempt: number
}

export type ObjectiveFormEvent =
  | { readonly type: "LOAD"; readonly sheet: ObjectiveSheet }
  | { readonly type: "ADD" }
  | { readonly type: "REMOVE"; readonly key: number }
  | { readonly type: "EDIT"; readonly key: number; readonly field: DraftField; readonly value: string }
  | { readonly type: "CHECK" }
  | { readonly type: "REFUSED"; readonly message: string; readonly problems: ReadonlyArray<FieldProblem> }

const blank = (key: number): ObjectiveDraft => ({
  key,
  id_objetivo: null,
  descripcion: "",
  indicador: "",
  unidad: "%",
  sentido: "Mayor es mejor",
  linea_base: "",
  meta: "",
  peso: "",
  f_compromiso: "",
  id_objetivo_padre: "",
})

const draftOf = (o: StoredObjective, key: number): ObjectiveDraft => ({
  key,
  id_objetivo: o.id_objetivo,
  descripcion: o.descripcion,
  indicador: o.indicador,
  unidad: o.unidad,
  sentido: o.sentido,
  linea_base: o.linea_base === null ? "" : String(o.linea_base),
  meta: String(o.meta),
  peso: String(o.peso),
  f_compromiso: o.f_compromiso ?? "",
  id_objetivo_padre: o.id_objetivo_padre === null ? "" : String(o.id_objetivo_padre),
})

const numberOf = (s: string): number | null => (s.trim() === "" ? null : Number(s))

/** The rows as the server takes them. */
export const objectivesOf = (rows: ReadonlyArray<ObjectiveDraft>): ReadonlyArray<Objective> =>
  rows.map((r) => ({
    id_objetivo: r.id_objetivo,
    descripcion: r.descripcion.trim(),
    indicador: r.indicador.trim(),
    unidad: r.unidad as ObjectiveUnit,
    sentido: r.sentido as ObjectiveDirection,
    linea_base: numberOf(r.linea_base),
    meta: numberOf(r.meta) ?? Number.NaN,
    peso: numberOf(r.peso) ?? 0,
    f_compromiso: r.f_compromiso === "" ? null : r.f_compromiso,
    id_objetivo_padre: r.id_objetivo_padre === "" ? null : Number(r.id_objetivo_padre),
  }))

/** The pesos typed so far (an empty one counts 0). */
export const pesosOf = (rows: ReadonlyArray<ObjectiveDraft>): ReadonlyArray<number> => rows.map((r) => numberOf(r.peso) ?? 0)

/** Every problem of the rows before sending: by field, and the sheet's own. */
export const draftProblems = (
  rows: ReadonlyArray<ObjectiveDraft>,
  limits: SheetLimits,
  period: { readonly f_inicio: string; readonly f_fin: string },
): { readonly errors: Readonly<Record<string, string>>; readonly alert: string | null } => {
  const errors: Record<string, string> = {}
  rows.forEach((r, i) => {
    const at = (field: string) => `objetivos.${i}.${field}`
    if (r.descripcion.trim() === "") errors[at("descripcion")] = m.descripcion
    if (r.indicador.trim() === "") errors[at("indicador")] = m.indicador
    const meta = numberOf(r.meta)
    const peso = numberOf(r.peso)
    if (meta === null) errors[at("meta")] = m.meta
    if (peso === null || peso < 5 || peso > 50) errors[at("peso")] = m.peso
    if (r.f_compromiso !== "" && !withinPeriod(r.f_compromiso, period.f_inicio, period.f_fin)) errors[at("f_compromiso")] = m.fechaPeriodo
    if (meta !== null)
      for (const p of objectiveFieldProblems({ sentido: r.sentido, linea_base: numberOf(r.linea_base), meta })) errors[at(p.campo)] ??= p.mensaje
  })
  const [alert] = sheetProblems(pesosOf(rows), limits)
  return { errors, alert: alert ?? null }
}

const initial: ObjectiveFormContext = {
  rows: [],
  nextKey: 1,
  errors: {},
  alert: null,
  limits: { min: 2, max: 20 },
  period: { f_inicio: "0000-01-01", f_fin: "9999-12-31" },
  dirty: false,
  attempt: 0,
}

export const objectiveFormMachine = setup({
  types: { context: {} as ObjectiveFormContext, events: {} as ObjectiveFormEvent },
}).createMachine({
  id: "objectiveForm",
  context: initial,
  on: {
    LOAD: {
      actions: assign(({ event }) => {
        const stored = event.sheet.objetivos.map((o, i) => draftOf(o, i + 1))
        return {
          ...initial,
          attempt: 0,
          // An empty sheet opens with the minimum's rows to fill.
          rows: stored.length > 0 ? stored : Array.from({ length: Math.max(1, event.sheet.min_objetivo) }, (_, i) => blank(i + 1)),
          nextKey: Math.max(stored.length, event.sheet.min_objetivo) + 1,
          limits: { min: event.sheet.min_objetivo, max: event.sheet.max_objetivo },
          period: { f_inicio: event.sheet.f_inicio, f_fin: event.sheet.f_fin },
        }
      }),
    },
    ADD: {
      guard: ({ context }) => context.rows.length < context.limits.max,
      actions: assign(({ context }) => ({ rows: [...context.rows, blank(context.nextKey)], nextKey: context.nextKey + 1, dirty: true, alert: null })),
    },
    REMOVE: {
      // Problems are by position: after a removal they would point at the wrong row.
      actions: assign(({ context, event }) => ({ rows: context.rows.filter((r) => r.key !== event.key), errors: {}, alert: null, dirty: true })),
    },
    EDIT: {
      actions: assign(({ context, event }) => {
        const index = context.rows.findIndex((r) => r.key === event.key)
        const { [`objetivos.${index}.${event.field}`]: _fixed, ...errors } = context.errors
        return {
          rows: context.rows.map((r) => (r.key === event.key ? { ...r, [event.field]: event.value } : r)),
          errors,
          alert: null,
          dirty: true,
        }
      }),
    },
    CHECK: {
      actions: assign(({ context }) => {
        const found = draftProblems(context.rows, context.limits, context.period)
        const clean = found.alert === null && Object.keys(found.errors).length === 0
        return { ...found, attempt: clean ? context.attempt : context.attempt + 1 }
      }),
    },
    REFUSED: {
      actions: assign(({ context, event }) => {
        const errors: Record<string, string> = {}
        for (const p of event.problems) if (p.campo.startsWith("objetivos.")) errors[p.campo] ??= p.mensaje
        const named = Object.keys(errors).length > 0 && event.problems.every((p) => p.campo.startsWith("objetivos."))
        return { errors, alert: named ? null : event.message, attempt: context.attempt + 1 }
      }),
    },
  },
})

/** Whether the last CHECK found nothing. */
export const checkedClean = (context: ObjectiveFormContext): boolean => context.alert === null && Object.keys(context.errors).length === 0
