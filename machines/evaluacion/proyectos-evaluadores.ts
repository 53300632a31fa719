import { assign, emit, setup } from "xstate"
import type { PersonEvaluators } from "../../domain/evaluacion/proyectos-api"
import { type EvaluatorRelation, evaluationProjectMessages as m, evaluatorRelations } from "../../domain/evaluacion/proyectos-vocabulary"
import { messages } from "../../domain/messages"
import { actorSlot } from "../actor-slot"
import type { CommandOutcome } from "../records/command"
import type { Loaded } from "../records/loaded-resource"
import { type ToastEmitted, toast } from "../toast"

// Evaluadores 360 of one participant (EVA150, "asignar evaluadores 360 ... editable"): a
// participant of the project is chosen, their evaluators are read (`read`), evaluators are added
// by relation (Auto, Jefe, Par, Subordinado, Cliente) and removed, each relation's count shown
// against its minimum as it changes, and Guardar replaces them as a whole (`save`), the answer
// becoming what is shown. Minimums are said, never enforced (HR may still be looking for peers);
// what the server refuses (a repeated evaluator, an autoevaluación of someone else) is refused
// here first with its words. Choosing another participant drops the edits; not during a save.

export interface DraftEvaluator {
  readonly id_evaluador: number
  readonly n_evaluador: string
  readonly relacion: EvaluatorRelation
}

export interface Candidate {
  readonly id: number
  readonly label: string
}

export interface AddProblem {
  readonly relacion?: string
  readonly evaluador?: string
}

export interface EvaluatorsContext {
  readonly id_proyecto: number
  readonly person: number | null
  readonly loaded: PersonEvaluators | null
  readonly draft: ReadonlyArray<DraftEvaluator>
  /** Whether the draft differs from what was read or saved. */
  readonly dirty: boolean
  /** Why the evaluators could not be read, until another read. */
  readonly failure: string | null
  /** Why the last Agregar was refused, under its fields until the next one. */
  readonly addProblem: AddProblem | null
}

export type EvaluatorsEvent =
  | { readonly type: "CHOOSE_PERSON"; readonly person: number | null }
  | { readonly type: "ADD"; readonly relacion: EvaluatorRelation | null; readonly evaluador: Candidate | null }
  | { readonly type: "REMOVE"; readonly id_evaluador: number }
  | { readonly type: "SAVE" }
  | { readonly type: "RETRY" }

export interface EvaluatorsKey {
  readonly id_proyecto: number
  readonly id_evaluado: number
}

export interface RelationTally {
  readonly relacion: EvaluatorRelation
  readonly asignados: number
  readonly minimo: number
  readonly faltan: number
}

const relationOf = (value: string): EvaluatorRelation => evaluatorRelations.find((r) => r === value) ?? "Cliente"

/** The evaluators as read, in the form's shape. */
export const draftOf = (p: PersonEvaluators): ReadonlyArray<DraftEvaluator> =>
  p.evaluadores.map((e) => ({ id_evaluador: e.id_evaluador, n_evaluador: e.n_evaluador, relacion: relationOf(e.relacion) }))

/** Each relation's evaluators in the draft against the project's minimum (as the server counts them). */
export const tallies = (draft: ReadonlyArray<DraftEvaluator>, minimums: PersonEvaluators["por_relacion"]): ReadonlyArray<RelationTally> =>
  evaluatorRelations.map((relacion) => {
    const asignados = draft.filter((d) => d.relacion === relacion).length
    const minimo = minimums.find((r) => r.relacion === relacion)?.minimo ?? 0
    return { relacion, asignados, minimo, faltan: Math.max(0, minimo - asignados) }
  })

const relationNames: Readonly<Record<EvaluatorRelation, string>> = {
  Auto: "Autoevaluación",
  Jefe: "Jefe",
  Par: "Pares",
  Subordinado: "Subordinados",
  Cliente: "Clientes",
}

/** One relation's line: its count, its minimum and what is missing. */
export const tallyText = (t: RelationTally): string =>
  t.minimo === 0
    ? `${relationNames[t.relacion]}: ${t.asignados} (opcional)`
    : `${relationNames[t.relacion]}: ${t.asignados} de ${t.minimo} como mínimo${t.faltan > 0 ? `, faltan ${t.faltan}` : ""}`

/** Why an evaluator may not be added to the draft of `person`, or undefined: the server's own rules, said first. */
export const addProblemOf = (draft: ReadonlyArray<DraftEvaluator>, person: number, relacion: EvaluatorRelation | null, evaluador: Candidate | null): AddProblem | undefined => {
  if (relacion === null) return evaluador === null ? { relacion: m.relacionRequerida, evaluador: m.evaluadorRequerido } : { relacion: m.relacionRequerida }
  if (evaluador === null) return { evaluador: m.evaluadorRequerido }
  if (relacion === "Auto" && evaluador.id !== person) return { evaluador: m.autoSoloPropio }
  if (relacion !== "Auto" && evaluador.id === person) return { evaluador: m.autoUnico }
  if (draft.some((d) => d.id_evaluador === evaluador.id)) return { evaluador: m.evaluadorRepetido }
  return undefined
}

/** The evaluator Agregar adds: the autoevaluación is the person's own when nobody is chosen. */
const chosenOf = (context: EvaluatorsContext, event: Extract<EvaluatorsEvent, { type: "ADD" }>): Candidate | null =>
  event.evaluador ?? (event.relacion === "Auto" && context.person !== null && context.loaded !== null ? { id: context.person, label: context.loaded.n_evaluado } : null)

const keyOf = (context: EvaluatorsContext): EvaluatorsKey => ({ id_proyecto: context.id_proyecto, id_evaluado: context.person ?? 0 })

const empty = { loaded: null, draft: [], dirty: false, failure: null, addProblem: null } as const

export const evaluatorsMachine = setup({
  types: {
    context: {} as EvaluatorsContext,
    events: {} as EvaluatorsEvent,
    input: {} as { readonly id_proyecto: number },
    emitted: {} as ToastEmitted,
  },
  actors: {
    read: actorSlot<Loaded<PersonEvaluators>, EvaluatorsKey>("read"),
    save: actorSlot<CommandOutcome<PersonEvaluators>, EvaluatorsKey & { readonly evaluadores: ReadonlyArray<DraftEvaluator> }>("save"),
  },
  guards: {
    chosen: ({ context }) => context.person !== null,
    loaded: (_, output: Loaded<PersonEvaluators>) => output.kind === "loaded",
    saved: (_, output: CommandOutcome<PersonEvaluators>) => output.kind === "done",
  },
}).createMachine({
  id: "evaluators360",
  context: ({ input }) => ({ id_proyecto: input.id_proyecto, person: null, ...empty }),
  initial: "choosing",
  on: {
    CHOOSE_PERSON: { target: ".deciding", actions: assign(({ event }) => ({ person: event.person, ...empty })) },
  },
  states: {
    choosing: {},
    deciding: { always: [{ guard: "chosen", target: "loading" }, { target: "choosing" }] },
    loading: {
      invoke: {
        src: "read",
        input: ({ context }) => keyOf(context),
        onDone: [
          {
            guard: { type: "loaded", params: ({ event }) => event.output },
            target: "editing",
            actions: assign(({ event }) => (event.output.kind === "loaded" ? { loaded: event.output.value, draft: draftOf(event.output.value), dirty: false } : {})),
          },
          { target: "failed", actions: assign({ failure: ({ event }) => (event.output.kind === "failed" ? event.output.message : messages.errorObtener) }) },
        ],
        onError: { target: "failed", actions: assign({ failure: messages.errorObtener }) },
      },
    },
    failed: { on: { RETRY: { target: "loading", actions: assign({ failure: null }) } } },
    editing: {
      on: {
        ADD: {
          actions: assign(({ context, event }) => {
            const evaluador = chosenOf(context, event)
            const problem = addProblemOf(context.draft, context.person ?? 0, event.relacion, evaluador)
            if (problem !== undefined || evaluador === null || event.relacion === null) return { addProblem: problem ?? null }
            return {
              addProblem: null,
              dirty: true,
              draft: [...context.draft, { id_evaluador: evaluador.id, n_evaluador: evaluador.label, relacion: event.relacion }],
            }
          }),
        },
        REMOVE: {
          actions: assign(({ context, event }) => ({ draft: context.draft.filter((d) => d.id_evaluador !== event.id_evaluador), dirty: true, addProblem: null })),
        },
        SAVE: "saving",
      },
    },
    saving: {
      // A save in flight keeps the person: the answer belongs to them.
      on: { CHOOSE_PERSON: {} },
      invoke: {
        src: "save",
        input: ({ context }) => ({ ...keyOf(context), evaluadores: context.draft }),
        onDone: [
          {
            guard: { type: "saved", params: ({ event }) => event.output },
            target: "editing",
            actions: [
              assign(({ event }) => (event.output.kind === "done" ? { loaded: event.output.value, draft: draftOf(event.output.value), dirty: false } : {})),
              emit(({ event }) => toast("success", event.output.kind === "done" ? (event.output.message ?? m.evaluadoresGuardados) : m.evaluadoresGuardados)),
            ],
          },
          {
            target: "editing",
            actions: emit(({ event }) =>
              event.output.kind === "failed" ? toast(event.output.tone === "warning" ? "warning" : "error", event.output.message, event.output.detail) : toast("error", messages.errorGeneral),
            ),
          },
        ],
        onError: { target: "editing", actions: emit(toast("error", messages.errorGeneral)) },
      },
    },
  },
})
