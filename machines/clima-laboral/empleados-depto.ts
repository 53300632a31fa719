import { assign, setup } from "xstate"
import type { invitationMedia } from "../../domain/clima-laboral/empleados-depto-api"

// Empleados por departamento (CLI210): what the user sets before acting on the chosen project: the
// seed to draw the sample with (empty: the server draws one), the medium of the invitations and
// the department they go to (null: all). Choosing another project starts them over. The reads and
// the actions themselves are the page's loaded resource and commands.

export type InvitationMedium = (typeof invitationMedia)[number]

export interface ParticipantChoices {
  readonly seed: string
  readonly medium: InvitationMedium
  readonly department: number | null
}

export type ParticipantChoiceEvent =
  | { readonly type: "SEED"; readonly seed: string }
  | { readonly type: "MEDIUM"; readonly medium: InvitationMedium }
  | { readonly type: "DEPARTMENT"; readonly department: number | null }
  | { readonly type: "RESET" }

const initial: ParticipantChoices = { seed: "", medium: "Correo", department: null }

/** The seed as the call takes it: a positive integer, or null for the server's own. */
export const seedOf = (text: string): number | null => {
  const clean = text.replace(/[,\s]/g, "")
  return /^\d{1,10}$/.test(clean) && Number(clean) >= 1 && Number(clean) <= 2_147_483_646 ? Number(clean) : null
}

export const participantChoicesMachine = setup({
  types: { context: {} as ParticipantChoices, events: {} as ParticipantChoiceEvent },
}).createMachine({
  id: "participantChoices",
  context: initial,
  on: {
    SEED: { actions: assign({ seed: ({ event }) => event.seed }) },
    MEDIUM: { actions: assign({ medium: ({ event }) => event.medium }) },
    DEPARTMENT: { actions: assign({ department: ({ event }) => event.department }) },
    RESET: { actions: assign(() => initial) },
  },
})
