import { Schema } from "effect"

// The NOM-035 questionnaires a kiosk user was invited to answer at the kiosk (CLI210, "Kiosko"):
// the kiosk lists the pending ones and opens one by asking for a fresh single-use link of the
// public questionnaire (/encuesta-clima), the same kind of link a mail carries. The kiosk sees
// only the invitation; the answers go through the public page, anonymous as from a mail.

export const kioskClimateTexts = {
  titulo: "Cuestionario NOM-035",
  aviso: (n: number) => (n === 1 ? "Tiene un cuestionario de factores de riesgo psicosocial por responder." : `Tiene ${n} cuestionarios de factores de riesgo psicosocial por responder.`),
  anonimato: "Sus respuestas de las Guías II y III son anónimas: se guardan sin su nombre.",
  responder: "Responder cuestionario",
  abriendo: "Abriendo",
  antesDel: "Responda antes del",
  responderProyecto: (proyecto: string) => `Responder el cuestionario del proyecto ${proyecto}`,
  sinInvitacion: "No tiene una invitación pendiente a ese cuestionario",
  proyecto: "El proyecto es requerido",
} as const

export const KioskClimateInvitation = Schema.Struct({
  id_proyecto: Schema.Number,
  n_proyecto: Schema.String,
  n_centro_trabajo: Schema.String,
  f_fin: Schema.String,
})
export type KioskClimateInvitation = typeof KioskClimateInvitation.Type

export const KioskClimateChoice = Schema.Struct({
  id_proyecto: Schema.Int.pipe(Schema.between(1, 2_147_483_647)).annotations({ message: () => ({ message: kioskClimateTexts.proyecto, override: true }) }),
})

/** The single-use token of the questionnaire's link: the kiosk opens /encuesta-clima#<token>. */
export const KioskClimateLink = Schema.Struct({ token: Schema.String })
