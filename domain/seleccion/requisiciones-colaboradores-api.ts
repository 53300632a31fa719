import { Schema } from "effect"
import { needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { requisitionStates } from "./requisiciones-colaboradores-vocabulary"

// SEL100's named calls (MODULES-MX §0.2) beside its record resource:
// - `/validar-texto-requisicion`: the barred phrases a free text holds, as the user types, so the
//   form says what the save would refuse. Requisitions, vacancies and offers share the scanner,
//   so any of their keys may ask. It saves nothing.
// - `/get-requisiciones`: the requisitions of the caller's centres in the states asked (all but
//   Cancelada by default), to choose one: a vacancy (SEL160) is opened on an authorized one.

export const validateTextMessages = {
  texto: "El texto debe tener como máximo 20000 caracteres",
} as const

export const ValidarTextoRequisicionRequest = Schema.Struct({
  texto: Schema.String.pipe(Schema.maxLength(20_000, { message: () => validateTextMessages.texto })).annotations({ message: () => validateTextMessages.texto }),
})

export const BarredMatchSchema = Schema.Struct({ frase: Schema.String, inicio: Schema.Number, fin: Schema.Number })

export const requisitionStatesAsked = Schema.Literal(...requisitionStates)

export const RequisitionOption = Schema.Struct({
  id_requisicion: Schema.Number,
  folio: Schema.String,
  n_puesto: Schema.String,
  n_depto: Schema.String,
  id_posicion: Schema.NullOr(Schema.String),
  num_vacantes: Schema.Number,
  f_requerida: Schema.String,
  estado: Schema.String,
})
export type RequisitionOption = typeof RequisitionOption.Type

const calls = endpointFamily(needsAnyKey("SEL100", "SEL160", "SEL360"), {
  getRequisiciones: {
    access: needsAnyKey("SEL100", "SEL160"),
    summary:
      "Las requisiciones de sus centros de trabajo en los estados pedidos (todas menos las canceladas si no se piden), de la más reciente a la más antigua, para elegir una: folio, puesto, departamento, posición, vacantes, fecha requerida y estado.",
    request: Schema.Struct({ estados: Schema.optional(Schema.Array(requisitionStatesAsked).pipe(Schema.maxItems(7))) }),
    result: Schema.Array(RequisitionOption),
  },
  validarTextoRequisicion: {
    summary:
      "Las frases vetadas (Tablas de referencia de Selección) que contiene un texto libre, sin distinguir acentos ni mayúsculas, con su posición; y el mensaje con el que se rechazaría (LFT 133-I). No guarda nada.",
    request: ValidarTextoRequisicionRequest,
    result: Schema.Struct({ coincidencias: Schema.Array(BarredMatchSchema), mensaje: Schema.NullOr(Schema.String) }),
  },
})
export const { validarTextoRequisicion, getRequisiciones } = calls

export const requisitionCallEndpoints = { validarTextoRequisicion, getRequisiciones } as const
