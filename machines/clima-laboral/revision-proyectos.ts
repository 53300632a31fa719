import { assign, setup } from "xstate"
import type { followUpStates } from "../../domain/clima-laboral/revision-proyectos-api"

// Revisión de proyectos (CLI220): what the user sets on the chosen project before acting: whether
// the closing question is open (closing with answers pending asks first), and each referral's
// draft in the Guía I panel (to whom, and its state). Choosing another project starts them over.
// The reads and the actions are the page's loaded resources and commands.

export type FollowUpState = (typeof followUpStates)[number]

export interface ReferralDraft {
  readonly canalizado_a: string
  readonly estado_seguimiento: FollowUpState
}

export interface ReviewChoices {
  readonly confirmingClose: boolean
  readonly drafts: Readonly<Record<number, ReferralDraft>>
}

export type ReviewChoiceEvent =
  | { readonly type: "ASK_CLOSE" }
  | { readonly type: "CANCEL_CLOSE" }
  | { readonly type: "DRAFT"; readonly id_empleado: number; readonly draft: ReferralDraft }
  | { readonly type: "RESET" }

const initial: ReviewChoices = { confirmingClose: false, drafts: {} }

export const reviewChoicesMachine = setup({
  types: { context: {} as ReviewChoices, events: {} as ReviewChoiceEvent },
}).createMachine({
  id: "reviewChoices",
  context: initial,
  on: {
    ASK_CLOSE: { actions: assign({ confirmingClose: true }) },
    CANCEL_CLOSE: { actions: assign({ confirmingClose: false }) },
    DRAFT: { actions: assign({ drafts: ({ context, event }) => ({ ...context.drafts, [event.id_empleado]: event.draft }) }) },
    RESET: { actions: assign(() => initial) },
  },
})
