import { Schema } from "effect"
import { Envelope, endpoint, needsAnyKey } from "../api/endpoint"
import { type Fields, type RecordDescriptor, type RecordRule, formBodySchema, idOf } from "./descriptor"
import { type AnyField, select } from "./field"

// A record that moves through states (an acta: Borrador, Firmada, Notificada, Cancelada), written
// once in its descriptor's `workflow`. From it come the command endpoints of the contract
// (`POST /<resource>/:id/<transition>`), the server's one race-safe handler
// (server/records/workflow.ts), the row actions and their dialogs (src/records/), and the state
// field's choices, filter and badge. A save never writes the state: only a transition does.

type Row = Readonly<Record<string, unknown>>

/** How a state's badge is coloured; its text always says the state. */
export type StateTone = "neutral" | "info" | "success" | "warning" | "danger"

export interface WorkflowState {
  readonly code: string
  readonly label: string
  readonly tone: StateTone
  /** A word across every page of the record's documents in this state (BORRADOR, CANCELADA). */
  readonly mark?: string
}

/** The draft a record starts as, the same in every workflow that has one: its documents print marked BORRADOR. */
export const draftState: WorkflowState = { code: "Borrador", label: "Borrador", tone: "neutral", mark: "BORRADOR" }

/** A rule the stored record and the input must meet, pure: `today` is Mexico City's day by the server's clock. */
export interface TransitionGuard {
  /** The Spanish message when the transition may not fire, else undefined. */
  readonly check: (record: Row, input: Row, today: string) => string | undefined
  /** 409 when the record itself forbids it; 400 (default) when the input is at fault. */
  readonly status?: 400 | 409
  /** The input field the message belongs to: the dialog shows it there. */
  readonly field?: string
  /**
   * Judged on the stored record alone (no input): while it speaks the page does not offer the
   * transition on that row (a renewal's new contract waiting for its flow is not activated by hand).
   */
  readonly onRecord?: true
}

/** Columns the server fills when a transition fires: who fired it, on which day, at which instant. */
export interface TransitionStamps {
  readonly user?: string
  readonly day?: string
  readonly at?: string
}

/**
 * The transition waits for a flow of Flujos de autorización: the server starts the flow of the
 * request type (its `clave`) for the record's person, through the `nextApprover` engine
 * (server/authorizations/engine.ts). With no flow configured the record goes straight to the
 * transition's target; with one it waits in `pending` until the last approval moves it to the
 * target, or a rejection to `rejected` (in "Mis autorizaciones"; the origin registered under
 * `origin` by `workflowOrigin`, server/records/workflow-origin.ts).
 */
export interface AuthorizationFlow {
  /** The request type's clave; or read from the record (a movement's by its type: MOV_ALTA, MOV_BAJA, MOV_CAMBIO). */
  readonly requestType: string | ((record: Row) => string)
  readonly origin: string
  readonly pending: string
  readonly rejected: string
  /** The field naming the person whose chain of approvers applies. */
  readonly employeeField: string
  /**
   * The date field on whose day the approvers are resolved (a movement's `f_efectiva`: the
   * chain in force when it takes effect); the day it is sent otherwise.
   */
  readonly dayField?: string
  /** The column that keeps the rejecting approver's comment, and its length. */
  readonly rejectionNote?: { readonly column: string; readonly max: number }
  /** Stamps set as it reaches the target (the last approval, or straight on with no flow). */
  readonly authorized?: Omit<TransitionStamps, "user">
  /** The answer's message when no flow is configured and it went straight on; `done` otherwise. */
  readonly direct?: string
  /**
   * The state the record waits in when no flow is configured, for a decision by hand (a kiosk
   * request waits Pendiente for HR); absent, it goes straight on to the target.
   */
  readonly unconfigured?: string
}

export interface Transition {
  /** Kebab-case: the last part of its path (`firmar`, `cancelar`). */
  readonly id: string
  /** The button and the dialog's title ("Firmar"). */
  readonly label: string
  readonly from: readonly [string, ...Array<string>]
  readonly to: string
  /** The permission key that may fire it. */
  readonly key: string
  /** The 409's message when the record is in none of `from` (or another user moved it first). */
  readonly refused: string
  /** A 409's own message from some states (an applied movement is reversed, not cancelled); `refused` otherwise. */
  readonly refusedIn?: Readonly<Record<string, string>>
  /** The answer's message when it fired. */
  readonly done: string
  /**
   * The answer's message by the state the record ends in, where it may end in several (sent to
   * its flow, authorized at once, or also applied by the step after it); `done` otherwise.
   */
  readonly doneIn?: Readonly<Record<string, string>>
  readonly guards?: ReadonlyArray<TransitionGuard>
  /** What the dialog asks (a reason, a date, a signed file), drawn by RecordForm. */
  readonly input?: Fields
  readonly inputRules?: ReadonlyArray<RecordRule>
  /** Whether this record's dialog asks for the input (a notice only for a rescission); else it only confirms. */
  readonly asks?: (record: Row) => boolean
  /** The columns it stores besides the state and stamps; by default the input as given. */
  readonly columns?: (record: Row, input: Row) => Row
  readonly stamps?: TransitionStamps
  /** A sentence added to `done` for this record (a late delivery): recorded, and said. */
  readonly notice?: (record: Row, input: Row) => string | undefined
  /** The row action's accessible name for this record ("Firmar el acta AA-1-2026-00001"); `label` and the record's key otherwise. */
  readonly actionLabel?: (record: Row) => string
  /** The row action's shared icon (one icon, one meaning on every page). */
  readonly icon?: "confirm" | "send" | "cancel" | "pay"
  /** The dialog's title for this record ("Registrar pago de la ayuda 12"); `label` otherwise. */
  readonly title?: (record: Row) => string
  /** The confirmation's question when there is no input. */
  readonly question?: (record: Row) => string
  /** A line above the input (what to capture and why). */
  readonly explain?: (record: Row) => string | undefined
  readonly authorization?: AuthorizationFlow
  /** The endpoint's path where SPEC names one; `/<resource>/:id/<id>` otherwise. */
  readonly path?: string
  /**
   * With a `path` that does not carry `:id`, the body field that names the record, as the
   * contract has it (`POST /pagar-ayuda { id_ayuda }`): the key field of that name. `id` otherwise.
   */
  readonly idAs?: string
  /**
   * `false`: no command endpoint of its own. The server fires it by its own act (a kiosk request
   * sent to its flow as it is filed: `advanceByServer`), or an endpoint of the contract's own
   * that decides between transitions does (`fireTransition`: one body field picks authorize or
   * reject). No row action offers it.
   */
  readonly endpoint?: false
}

export interface Workflow {
  /** The state column; a save never writes it. */
  readonly field: string
  readonly states: readonly [WorkflowState, ...Array<WorkflowState>]
  /** Stamps every transition sets (the last change's instant). */
  readonly stamps?: TransitionStamps
  readonly transitions: ReadonlyArray<Transition>
  /**
   * The states in which a save may change or delete the record (an acta only as Borrador), and
   * the 409's messages otherwise. Absent: any state.
   */
  readonly editable?: {
    readonly states: ReadonlyArray<string>
    readonly updateRefused: string
    readonly deleteRefused: string
    /** The 409's own message from some states, for an update or a delete alike. */
    readonly refusedIn?: Readonly<Record<string, string>>
    /** What the form says above a record outside these states, which it opens only to be read. */
    readonly note?: (record: Row) => string
  }
  /**
   * The transition the record's delete fires instead of removing it (an aid is cancelled, and
   * kept): from its states the delete answers the descriptor's `deleted` message,
   * from any other its `refused`; `editable` then judges only updates. The page offers it as the
   * row's delete (RecordPage's Eliminar with `deleteLabel`), not as a second action.
   */
  readonly deletes?: string
  /** A transition's 404 where the contract words it its own way ("La solicitud no existe"); the platform's otherwise. */
  readonly missing?: string
}

/** Whether a save may change or delete the record in its state. */
export const isEditable = (w: Workflow, record: Row): boolean => w.editable === undefined || (w.editable.states as ReadonlyArray<unknown>).includes(record[w.field])

/** The 409's message of a transition from the record's state. */
export const refusedFrom = (w: Workflow, t: Transition, record: Row): string => t.refusedIn?.[String(record[w.field])] ?? t.refused

/** The request type whose flow a record goes through. */
export const requestTypeFor = (flow: AuthorizationFlow, record: Row): string => (typeof flow.requestType === "string" ? flow.requestType : flow.requestType(record))

/** Whether a stored record may be deleted in its state: the descriptor's `deletable`, else the workflow's editable states. */
export const mayDelete = (d: RecordDescriptor, record: Row): boolean => d.deletable?.(record) ?? (d.workflow === undefined || isEditable(d.workflow, record))

/** The transition a delete fires, if the workflow says one. */
export const deleteTransition = (w: Workflow | undefined): Transition | undefined => (w?.deletes === undefined ? undefined : w.transitions.find((t) => t.id === w.deletes))

/** Whether the record's delete may fire (its state is one its delete transition leaves): a descriptor's `deletable`. */
export const deletableBy =
  (w: Workflow) =>
  (record: Row): boolean =>
    (deleteTransition(w)?.from as ReadonlyArray<unknown> | undefined)?.includes(record[w.field]) ?? false

/** What names the record in a transition's request: `{ id }` (or the path's `:id`), or the contract's own field. */
export const transitionKey = (d: RecordDescriptor, t: Transition, record: Row): Row =>
  t.idAs === undefined ? { id: idOf(d, record) } : { [t.idAs]: record[t.idAs] }

/** The state field of a workflow: a derived choice of its states, a list column with its filter. */
export const stateField = (states: Workflow["states"], label = "Estado"): AnyField =>
  select({ label, choices: states.map((s) => ({ id: s.code, label: s.label })), derived: true, column: true, filter: true, sortable: true })

export const stateOf = (w: Workflow, code: unknown): WorkflowState | undefined => w.states.find((s) => s.code === code)

/** The word across the pages of a record's documents in its state, if its state has one. */
export const documentMark = (d: RecordDescriptor, record: Row): string | undefined =>
  d.workflow === undefined ? undefined : stateOf(d.workflow, record[d.workflow.field])?.mark

/** The form's note on a record its state no longer lets a save change, if the workflow words one. */
export const lockedNote = (d: RecordDescriptor, record: Row | null): string | undefined =>
  d.workflow === undefined || record === null || isEditable(d.workflow, record) ? undefined : d.workflow.editable?.note?.(record)

/** Whether the transition's dialog asks for its input on this record (else a confirmation). */
export const asksInput = (t: Transition, record: Row): boolean =>
  t.input !== undefined && Object.keys(t.input).length > 0 && (t.asks?.(record) ?? true)

/** The first guard's refusal of this record and input, if any. */
export const guardProblem = (t: Transition, record: Row, input: Row, today: string): TransitionGuard & { readonly message: string } | undefined => {
  for (const guard of t.guards ?? []) {
    const message = guard.check(record, input, today)
    if (message !== undefined) return { ...guard, message }
  }
  return undefined
}

/** Whether a transition's record-only guards (`onRecord`) let the page offer it on this record. */
export const offeredOn = (t: Transition, record: Row, today: string): boolean =>
  !(t.guards ?? []).some((g) => g.onRecord === true && g.check(record, {}, today) !== undefined)

/** The transitions a record may take in its state. */
export const transitionsFrom = (w: Workflow, record: Row): ReadonlyArray<Transition> =>
  w.transitions.filter((t) => (t.from as ReadonlyArray<unknown>).includes(record[w.field]))

/**
 * A transition's input as a descriptor of its own, so the same schemas decode the request on the
 * server and the same form (RecordForm, formProblems, requestOf) asks for it in the browser.
 */
export const inputDescriptor = (d: RecordDescriptor, t: Transition): RecordDescriptor => ({
  resource: `${d.resource}/${t.id}`,
  title: t.label,
  singular: d.singular,
  keys: [t.key],
  fields: t.input ?? {},
  ...(t.inputRules === undefined ? {} : { rules: t.inputRules }),
  messages: { created: t.done, updated: t.done, deleted: t.done },
})

const IdField = Schema.String.pipe(
  Schema.minLength(1, { message: () => "Falta la clave del registro" }),
  Schema.maxLength(300, { message: () => "La clave del registro es demasiado larga" }),
)

const folio = "El folio no es válido"
/** A serial folio named in the body (`{ id_ayuda: 12 }`). */
const FolioField = Schema.Int.pipe(Schema.between(1, 2_147_483_647, { message: () => folio })).annotations({ message: () => folio })

/** The body's field naming the record, and its schema: an integer key is a folio, any other a key's text. */
const idFieldOf = (d: RecordDescriptor, t: Transition) =>
  t.idAs === undefined ? { id: IdField } : { [t.idAs]: d.fields[t.idAs]?.kind === "integer" ? FolioField : IdField }

/** The body of a transition: the key from the path and the input's fields, then its rules. */
const requestSchema = (d: RecordDescriptor, t: Transition) => formBodySchema(inputDescriptor(d, t), idFieldOf(d, t))

const camel = (kebab: string) => kebab.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())

/** The command endpoint of a transition: `POST /<resource>/:id/<id>` with its input. */
const transitionEndpoint = (stem: string, d: RecordDescriptor, w: Workflow, t: Transition, entity: Schema.Schema<Row, Row>) => {
  const states = (codes: ReadonlyArray<string>) => codes.map((c) => stateOf(w, c)?.label ?? c).join(", ")
  return endpoint({
    name: `${camel(t.id)}${stem}`,
    method: "POST",
    path: t.path ?? `/${d.resource}/:id/${t.id}`,
    summary: `${d.title}: ${t.label.toLowerCase()} (de ${states(t.from)} a ${states([t.to])}). 409 desde otro estado o si otro usuario lo cambió antes; 403 sin la clave ${t.key} o fuera de sus centros de trabajo.`,
    access: needsAnyKey(t.key),
    writes: true,
    request: requestSchema(d, t),
    response: Envelope(entity),
  })
}

export type TransitionEndpoint = ReturnType<typeof transitionEndpoint>

/** Every transition's endpoint by transition id (none without a workflow). */
export const transitionEndpoints = (stem: string, d: RecordDescriptor, entity: Schema.Schema<Row, Row>): Readonly<Record<string, TransitionEndpoint>> =>
  d.workflow === undefined
    ? {}
    : Object.fromEntries(d.workflow.transitions.filter((t) => t.endpoint !== false).map((t) => [t.id, transitionEndpoint(stem, d, d.workflow as Workflow, t, entity)]))
