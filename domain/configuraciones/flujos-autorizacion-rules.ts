import {
  type Actor,
  type AuthorizationFlow,
  type Flag,
  type Level,
  type NotifyFlag,
  notifyFlags,
  type SelectorField,
  selectorFields,
} from "./flujos-autorizacion"

// The level rules for authorization flows, as one table.
//
// SPEC 4 gives two readings. The selector reading says which responsibility-type selects are
// enabled at each level; the checkbox reading says which notification checkboxes are. They
// disagree on when a responsible's block is "in play": at level 1 the first responsible's
// checkboxes are editable while its select stays disabled until level 2 (likewise the second at
// level 2 and the third at level 3). We keep the selector reading for the selects and the
// checkbox reading for the checkboxes, because they answer different questions: a block's select
// names the responsibility type that finds the NEXT person in the chain, while its checkboxes say
// who is told when that person acts. The validation (at level n the employee's type and the
// first n-1 responsibles' types are required) agrees with the selector reading, which settles it.
//
// Two points the spec leaves open, decided here:
// - a block's own "notify employee" checkbox (`{actor}_notifica_emp`), absent from the checkbox
//   reading, is editable from the level at which that actor takes part (employee 1, responsible
//   N at N), and the employee block's own one follows the level-0 marker rule below;
// - a checkbox that becomes disabled is cleared to 0 like the selects, so a notification that
//   cannot be seen on screen never takes effect.

/** Lowest level at which each selector is enabled (selector reading). */
export const selectorMinLevel: { readonly [K in SelectorField]: Level } = {
  emp_id_tipo_resp: 1,
  resp1_id_tipo_resp: 2,
  resp2_id_tipo_resp: 3,
  resp3_id_tipo_resp: 4,
  resp4_id_tipo_resp: 4,
}

/** Lowest level at which each "notify responsible N" checkbox of each block is editable. */
const responsibleMinLevel: { readonly [A in Actor]: readonly [Level, Level, Level, Level] } = {
  emp: [1, 2, 3, 4],
  resp1: [1, 2, 3, 4],
  resp2: [2, 2, 3, 4],
  resp3: [3, 3, 3, 4],
  resp4: [4, 4, 4, 4],
}

/** The level from which an actor takes part (its block's "notify employee" checkbox). */
const actorMinLevel: { readonly [A in Actor]: Level } = { emp: 1, resp1: 1, resp2: 2, resp3: 3, resp4: 4 }

const targetIndex = { resp1: 0, resp2: 1, resp3: 2, resp4: 3 } as const

const parseFlag = (flag: NotifyFlag): { readonly actor: Actor; readonly target: Actor } => {
  const [actor, , target] = flag.split("_") as [Actor, string, Actor]
  return { actor, target }
}

/** Whether a notification checkbox is editable at a level. */
export const checkboxMinLevel = (flag: NotifyFlag): Level => {
  const { actor, target } = parseFlag(flag)
  return target === "emp" ? actorMinLevel[actor] : responsibleMinLevel[actor][targetIndex[target]]
}

export interface LevelView {
  /** Every select is disabled until a request type is chosen. */
  readonly selectors: { readonly [K in SelectorField]: boolean }
  readonly checkboxes: { readonly [K in NotifyFlag]: boolean }
  /** Level 0: the employee-notification flag is editable; above it a fixed marker shows. */
  readonly notifyEmployeeEditable: boolean
  readonly positionPickerEnabled: boolean
}

export const levelView = (level: Level, requestTypeChosen: boolean): LevelView => ({
  selectors: Object.fromEntries(
    selectorFields.map((f) => [f, requestTypeChosen && level >= selectorMinLevel[f]]),
  ) as LevelView["selectors"],
  checkboxes: Object.fromEntries(
    notifyFlags.map((f) => [f, requestTypeChosen && level >= checkboxMinLevel(f)]),
  ) as LevelView["checkboxes"],
  notifyEmployeeEditable: requestTypeChosen && level === 0,
  positionPickerEnabled: requestTypeChosen && level === 0,
})

/**
 * The flow after a change of level: selects, checkboxes and the position that the new level
 * disables are cleared. Above level 0 the employee is always notified (the fixed marker).
 */
export const applyLevel = (flow: AuthorizationFlow, level: Level): AuthorizationFlow => {
  const next: Record<string, unknown> = { ...flow, niveles: level }
  for (const f of selectorFields) if (level < selectorMinLevel[f]) next[f] = ""
  for (const f of notifyFlags) if (level < checkboxMinLevel(f)) next[f] = 0
  if (level > 0) {
    next.id_posicion = ""
    next.n_posicion = ""
    next.emp_notifica = 1 satisfies Flag
  }
  return next as AuthorizationFlow
}

const ordinals = ["el primer responsable", "el segundo responsable", "el tercer responsable"] as const

/**
 * at level n the employee's responsibility type and the first n-1 responsibles' types
 * are required. The warning names every block up to the first missing one and ends with a period.
 */
export const missingResponsibilityWarning = (flow: AuthorizationFlow): string | undefined => {
  if (flow.niveles === 0) return undefined
  const required: ReadonlyArray<SelectorField> = selectorFields.slice(0, flow.niveles)
  const firstMissing = required.findIndex((f) => flow[f] === "")
  if (firstMissing === -1) return undefined
  const parts = ["Selecciona el tipo de responsabilidad para el empleado", ...ordinals.slice(0, firstMissing)]
  return `${parts.join(", ")}.`
}

/** Reset sets every flag to 0 and every id to ''. */
export const emptyFlow = (): AuthorizationFlow =>
  ({
    id_tipo_solicitud: "",
    n_tipo_solicitud: "",
    id_posicion: "",
    n_posicion: "",
    validacion: 0,
    niveles: 0,
    emp_notifica: 0,
    notificar: 0,
    ...Object.fromEntries(selectorFields.map((f) => [f, ""])),
    ...Object.fromEntries(notifyFlags.map((f) => [f, 0])),
  }) as AuthorizationFlow

/**
 * a loaded flow turns numeric strings into integers (when they read back the same) and null into ''. Unknown fields
 * are dropped; anything else unreadable falls back to the reset value.
 */
export const normalizeLoadedFlow = (raw: Readonly<Record<string, unknown>>): AuthorizationFlow => {
  const base = emptyFlow() as unknown as Record<string, unknown>
  const out: Record<string, unknown> = { ...base }
  for (const key of Object.keys(base)) {
    const value = raw[key]
    if (value === null || value === undefined) continue
    // Only when the number reads back as the same text: a position key "0012" stays text.
    if (typeof value === "string" && /^-?\d+$/.test(value.trim()) && String(Number.parseInt(value.trim(), 10)) === value.trim())
      out[key] = Number.parseInt(value.trim(), 10)
    else out[key] = value
  }
  return out as unknown as AuthorizationFlow
}
