import { assign, emit, setup } from "xstate"
import type { AuthorizationFlow, Flag, Level, NotifyFlag, RequestType, ResponsibilityType, SelectorField } from "../../domain/configuraciones/flujos-autorizacion"
import { messages } from "../../domain/messages"
import { applyLevel, emptyFlow, levelView, missingResponsibilityWarning, normalizeLoadedFlow } from "../../domain/configuraciones/flujos-autorizacion-rules"
import { type ToastEmitted, failureToast, savedToast } from "../toast"
import type { UnsavedAnswer } from "../unsaved"
import { actorSlot } from "../actor-slot"

// The authorization-flow page. Which selects and checkboxes are editable at
// each level, what a level change clears and what a save requires all come from the one rule
// table in domain/configuraciones/flujos-autorizacion-rules.ts; this machine only sequences loading,
// editing and saving and refuses edits the table disables. Another request type over unsaved
// edits asks first ("Hay cambios sin guardar"); leaving loads the new type's flow from an empty
// one, so nothing of the previous type stays behind.

export interface Catalogs {
  readonly requestTypes: ReadonlyArray<RequestType>
  readonly responsibilityTypes: ReadonlyArray<ResponsibilityType>
}

export type CatalogsOutcome = { readonly kind: "loaded"; readonly catalogs: Catalogs } | { readonly kind: "failed"; readonly message: string }
/** The saved flow of a request type as the server sent it (result[0]), or none yet. */
export type FlowOutcome =
  | { readonly kind: "loaded"; readonly raw: Readonly<Record<string, unknown>> | null }
  | { readonly kind: "failed"; readonly message: string }
export type SaveFlowOutcome =
  | { readonly kind: "saved"; readonly flow: AuthorizationFlow; readonly message: string }
  | { readonly kind: "failed"; readonly message: string }

export interface AuthorizationFlowContext extends Catalogs {
  readonly flow: AuthorizationFlow
  /** The flow as loaded or last saved: what unsaved edits are measured against. */
  readonly loaded: AuthorizationFlow
  /** The request type picked over unsaved edits, waiting for the answer. */
  readonly pendingType: number | ""
}

export type AuthorizationFlowEvent =
  | { readonly type: "SELECT_TYPE"; readonly id: number | "" }
  | { readonly type: "SET_VALIDATE"; readonly value: Flag }
  | { readonly type: "SET_LEVEL"; readonly level: Level }
  | { readonly type: "SET_NOTIFY_EMPLOYEE"; readonly value: Flag }
  | { readonly type: "SET_NOTIFY"; readonly value: Flag }
  | { readonly type: "SET_POSITION"; readonly id: number | string; readonly name: string }
  | { readonly type: "SET_SELECTOR"; readonly field: SelectorField; readonly value: number | "" }
  | { readonly type: "SET_FLAG"; readonly flag: NotifyFlag; readonly value: Flag }
  | { readonly type: "SAVE" }
  | { readonly type: "RETRY" }
  /** The answer to "Hay cambios sin guardar": drop the edits for the new type, or stay. */
  | UnsavedAnswer

export type FlowToast = ToastEmitted

/** Whether the flow on screen differs from the one loaded or saved. */
export const hasUnsavedFlow = (context: Pick<AuthorizationFlowContext, "flow" | "loaded">): boolean => {
  const flow = context.flow as unknown as Readonly<Record<string, unknown>>
  const loaded = context.loaded as unknown as Readonly<Record<string, unknown>>
  return Object.keys({ ...flow, ...loaded }).some((k) => flow[k] !== loaded[k])
}

/** An empty flow for a request type, named from the catalogue. */
const flowOfType = (context: Catalogs, id: number | ""): AuthorizationFlow => ({
  ...emptyFlow(),
  id_tipo_solicitud: id,
  n_tipo_solicitud: context.requestTypes.find((t) => t.id_tipo_solicitud === id)?.n_tipo_solicitud ?? "",
})

/** What the view may enable, straight from the rule table. */
export const viewOf = (context: AuthorizationFlowContext, editing: boolean) => levelView(context.flow.niveles, editing)

const warning = (title: string) => ({ type: "toast" as const, tone: "warning" as const, title, message: "" })

export const authorizationFlowMachine = setup({
  types: {
    context: {} as AuthorizationFlowContext,
    events: {} as AuthorizationFlowEvent,
    emitted: {} as FlowToast,
  },
  actors: {
    loadCatalogs: actorSlot<CatalogsOutcome>("loadCatalogs"),
    loadFlow: actorSlot<FlowOutcome, { readonly id: number }>("loadFlow"),
    saveFlow: actorSlot<SaveFlowOutcome, AuthorizationFlow>("saveFlow"),
  },
  guards: {
    catalogsLoaded: (_, o: CatalogsOutcome) => o.kind === "loaded",
    flowLoaded: (_, o: FlowOutcome) => o.kind === "loaded",
    flowSaved: (_, o: SaveFlowOutcome) => o.kind === "saved",
    typeChosen: ({ event }) => event.type === "SELECT_TYPE" && event.id !== "",
    leavesUnsaved: ({ context, event }) => event.type === "SELECT_TYPE" && event.id !== context.flow.id_tipo_solicitud && hasUnsavedFlow(context),
    pendingChosen: ({ context }) => context.pendingType !== "",
    selectorEnabled: ({ context, event }) => event.type === "SET_SELECTOR" && levelView(context.flow.niveles, true).selectors[event.field],
    flagEnabled: ({ context, event }) => event.type === "SET_FLAG" && levelView(context.flow.niveles, true).checkboxes[event.flag],
    atLevelZero: ({ context }) => levelView(context.flow.niveles, true).notifyEmployeeEditable,
    responsibilitiesMissing: ({ context }) => missingResponsibilityWarning(context.flow) !== undefined,
  },
  actions: {
    generalError: emit({ type: "toast", tone: "error", title: messages.loSentimos, message: messages.errorGeneral } as const),
    reset: assign({ flow: () => emptyFlow(), loaded: () => emptyFlow(), pendingType: "" as const }),
    chooseType: assign(({ context, event }) => {
      const flow = flowOfType(context, event.type === "SELECT_TYPE" ? event.id : "")
      return { flow, loaded: flow }
    }),
    choosePendingType: assign(({ context }) => {
      const flow = flowOfType(context, context.pendingType)
      return { flow, loaded: flow, pendingType: "" as const }
    }),
    edit: assign({ flow: ({ context }, patch: Partial<AuthorizationFlow>) => ({ ...context.flow, ...patch }) as AuthorizationFlow }),
  },
}).createMachine({
  id: "authorizationFlow",
  context: { requestTypes: [], responsibilityTypes: [], flow: emptyFlow(), loaded: emptyFlow(), pendingType: "" },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadCatalogs",
        src: "loadCatalogs",
        onDone: [
          {
            guard: { type: "catalogsLoaded", params: ({ event }) => event.output },
            target: "noType",
            actions: assign(({ event }) => (event.output.kind === "loaded" ? event.output.catalogs : {})),
          },
          {
            target: "loadFailed",
            actions: emit(({ event }) => failureToast(messages.errorObtener, event.output)),
          },
        ],
        onError: { target: "loadFailed", actions: "generalError" },
      },
    },
    loadFailed: { on: { RETRY: "loading" } },
    /** No request type chosen: every select and checkbox is disabled. */
    noType: {
      on: {
        SELECT_TYPE: { guard: "typeChosen", target: "loadingFlow", actions: "chooseType" },
        SAVE: { actions: emit(warning(messages.tipoSolicitudRequerido)) },
      },
    },
    loadingFlow: {
      invoke: {
        id: "loadFlow",
        src: "loadFlow",
        input: ({ context }) => ({ id: context.flow.id_tipo_solicitud as number }),
        onDone: [
          {
            guard: { type: "flowLoaded", params: ({ event }) => event.output },
            target: "editing",
            actions: [
              assign({
                flow: ({ context, event }) =>
                  event.output.kind === "loaded" && event.output.raw !== null
                    ? { ...normalizeLoadedFlow(event.output.raw), id_tipo_solicitud: context.flow.id_tipo_solicitud, n_tipo_solicitud: context.flow.n_tipo_solicitud }
                    : context.flow,
              }),
              assign({ loaded: ({ context }) => context.flow }),
            ],
          },
          {
            target: "noType",
            actions: [
              "reset",
              emit(({ event }) => failureToast(messages.errorObtener, event.output)),
            ],
          },
        ],
        onError: { target: "noType", actions: ["reset", "generalError"] },
      },
    },
    editing: {
      on: {
        SELECT_TYPE: [
          { guard: "leavesUnsaved", target: "confirmingType", actions: assign({ pendingType: ({ event }) => event.id }) },
          { guard: "typeChosen", target: "loadingFlow", actions: "chooseType" },
          { target: "noType", actions: "reset" },
        ],
        SET_LEVEL: { actions: assign({ flow: ({ context, event }) => applyLevel(context.flow, event.level) }) },
        SET_VALIDATE: { actions: { type: "edit", params: ({ event }) => ({ validacion: event.value }) } },
        SET_NOTIFY: { actions: { type: "edit", params: ({ event }) => ({ notificar: event.value }) } },
        SET_NOTIFY_EMPLOYEE: { guard: "atLevelZero", actions: { type: "edit", params: ({ event }) => ({ emp_notifica: event.value }) } },
        SET_POSITION: { guard: "atLevelZero", actions: { type: "edit", params: ({ event }) => ({ id_posicion: event.id, n_posicion: event.name }) } },
        SET_SELECTOR: { guard: "selectorEnabled", actions: { type: "edit", params: ({ event }) => ({ [event.field]: event.value }) } },
        SET_FLAG: { guard: "flagEnabled", actions: { type: "edit", params: ({ event }) => ({ [event.flag]: event.value }) } },
        SAVE: [
          {
            guard: "responsibilitiesMissing",
            actions: emit(({ context }) => warning(missingResponsibilityWarning(context.flow) ?? "")),
          },
          { target: "saving" },
        ],
      },
    },
    /** "Hay cambios sin guardar" before another request type replaces the edited flow. */
    confirmingType: {
      on: {
        LEAVE: [{ guard: "pendingChosen", target: "loadingFlow", actions: "choosePendingType" }, { target: "noType", actions: "reset" }],
        STAY: { target: "editing", actions: assign({ pendingType: "" as const }) },
      },
    },
    saving: {
      invoke: {
        id: "saveFlow",
        src: "saveFlow",
        input: ({ context }) => context.flow,
        onDone: [
          {
            guard: { type: "flowSaved", params: ({ event }) => event.output },
            target: "editing",
            actions: [
              assign({ flow: ({ context, event }) => (event.output.kind === "saved" ? { ...event.output.flow, n_tipo_solicitud: context.flow.n_tipo_solicitud } : context.flow) }),
              assign({ loaded: ({ context }) => context.flow }),
              emit(({ event }) => savedToast(event.output)),
            ],
          },
          {
            target: "editing",
            actions: emit(({ event }) => failureToast(messages.errorGuardarInformacion, event.output)),
          },
        ],
        onError: { target: "editing", actions: "generalError" },
      },
    },
  },
})
