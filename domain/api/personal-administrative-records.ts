import { Schema } from "effect"
import { actaMessages, medioEntregaChoices } from "../rules/administrative-record"
import { isRealDate } from "../records/field"
import { Envelope, endpoint, fileEndpoint, needsAnyKey, pdfFile } from "./endpoint"

// The calls of Actas administrativas (GP200) beside its resource (/actas-administrativas,
// domain/records/personal/administrative-records.ts): the acta's life after the draft (sign,
// notify, cancel with a reason: each a command with its own rule, not a field a save may set)
// and its two PDFs. Each names an acta by its key; 404 when there is none, 403 when its employee
// is outside the caller's work centres (the resource's own scope, read through its table).

const keys = needsAnyKey("GP200")

export const IdActa = Schema.Int.pipe(Schema.between(1, 999_999_999, { message: () => "La clave del acta no es válida" }))

const Day = Schema.String.pipe(Schema.filter((s) => isRealDate(s) || "La fecha no es una fecha válida"))

/** What every state change answers: the acta's new state. */
const ActaState = Envelope(Schema.Struct({ id_acta: Schema.Number, estado: Schema.String }))

export const firmarActa = endpoint({
  name: "firmarActa",
  method: "POST",
  path: "/firmar-acta",
  summary: "Firma un acta en Borrador: desde entonces no se modifica ni se elimina (solo se notifica o se cancela). 409 si no está en Borrador.",
  access: keys,
  writes: true,
  request: Schema.Struct({ id_acta: IdActa }),
  response: ActaState,
})

export const notificarActa = endpoint({
  name: "notificarActa",
  method: "POST",
  path: "/notificar-acta",
  summary:
    "Registra que el acta firmada se notificó al colaborador. Para una rescisión, la fecha y el medio de entrega del aviso de rescisión son requeridos: no antes de la fecha del acta ni después de hoy; si pasa del quinto día hábil, se registra con una advertencia. 409 si el acta no está firmada.",
  access: keys,
  writes: true,
  request: Schema.Struct({
    id_acta: IdActa,
    f_entrega_aviso: Schema.optional(Schema.NullOr(Day)),
    medio_entrega_aviso: Schema.optional(
      Schema.NullOr(Schema.String.pipe(Schema.filter((s) => medioEntregaChoices.some((m) => m.id === s) || actaMessages.medioEntregaAviso))),
    ),
  }),
  response: ActaState,
})

export const cancelarActa = endpoint({
  name: "cancelarActa",
  method: "POST",
  path: "/cancelar-acta",
  summary: "Cancela un acta con el motivo dado; el acta se conserva como Cancelada. 409 si ya estaba cancelada.",
  access: keys,
  writes: true,
  request: Schema.Struct({
    id_acta: IdActa,
    motivo_cancelacion: Schema.Trim.pipe(
      Schema.nonEmptyString({ message: () => actaMessages.motivoCancelacion }),
      Schema.maxLength(500, { message: () => "Motivo de la cancelación: máximo 500 caracteres" }),
    ),
  }),
  response: ActaState,
})

export const imprimirActa = fileEndpoint({
  name: "imprimirActa",
  method: "POST",
  path: "/imprimir-acta",
  summary:
    "El acta administrativa en PDF: membrete, folio, lugar, fecha y hora, el colaborador y su puesto, los participantes, los hechos, el fundamento, la declaración del colaborador (o su negativa), la sanción, los testigos y las firmas. Un borrador se marca BORRADOR y una cancelada CANCELADA. 404 si no existe; 403 si el colaborador no está a su alcance.",
  access: keys,
  writes: false,
  request: Schema.Struct({ id_acta: IdActa }),
  file: pdfFile,
})

export const imprimirAvisoRescision = fileEndpoint({
  name: "imprimirAvisoRescision",
  method: "POST",
  path: "/imprimir-aviso-rescision",
  summary:
    "El aviso de rescisión de la relación laboral de un acta firmada con sanción de rescisión (LFT art. 47): la conducta, sus fechas, el fundamento, la fecha de rescisión y el plazo de cinco días hábiles para entregarlo por conducto del Tribunal si el colaborador se niega a recibirlo. 409 si el acta no es de rescisión o no está firmada.",
  access: keys,
  writes: false,
  request: Schema.Struct({ id_acta: IdActa }),
  file: pdfFile,
})

export const personalAdministrativeRecordsEndpoints = { firmarActa, notificarActa, cancelarActa, imprimirActa, imprimirAvisoRescision } as const
