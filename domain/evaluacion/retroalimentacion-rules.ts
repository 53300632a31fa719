import type { FeedbackState } from "./retroalimentacion-vocabulary"
import { feedbackMessages as m } from "./retroalimentacion-vocabulary"

// The pure rules of a feedback session (EVA370/EVA375): its derived state, and the checks of a
// save that need no database: at least one commitment, none with an unknown responsible, the
// date not after today.

export interface StoredSession {
  readonly firma_jefe: boolean
  readonly firma_colaborador: boolean
}

/** Pendiente without a session, En sesión until both have signed, Firmada with both signatures. */
export const feedbackState = (session: StoredSession | null): FeedbackState =>
  session === null ? "Pendiente" : session.firma_jefe && session.firma_colaborador ? "Firmada" : "En sesión"

/** Whether a 360 session releases the person's own 360 report [D]: held, that is, signed by whoever held it. */
export const releases360 = (session: StoredSession | null): boolean => session?.firma_jefe === true

export interface SessionDraft {
  readonly f_sesion: string
  readonly compromisos: ReadonlyArray<{ readonly id_responsable: number }>
}

/** The first refusal of a save's own content (null: none): the commitments, their responsibles, the date. */
export const sessionProblem = (draft: SessionDraft, responsibles: ReadonlyArray<number>, today: string): { readonly field: string; readonly message: string } | null => {
  if (draft.compromisos.length === 0) return { field: "compromisos", message: m.alMenosUno }
  if (draft.compromisos.some((c) => !responsibles.includes(c.id_responsable))) return { field: "compromisos", message: m.responsableAjeno }
  if (draft.f_sesion > today) return { field: "f_sesion", message: m.fechaFutura }
  return null
}
