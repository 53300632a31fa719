import { Schema } from "effect"
import { formatDate } from "../dates"

// The contracts' expiry alerts (MODULES-MX §2): the words of the daily job's mail and the notice
// the dashboard shows, shared by the server (which sends and stores them) and the view.

export type AlertKind = "vencimiento" | "prueba"

/** The threshold a probation alert names: 7 days before the probation's last day. */
export const probationThreshold = 7

export interface AlertSubject {
  readonly id_contrato: string
  readonly colaborador: string
  readonly n_puesto: string
  readonly tipo: AlertKind
  /** f_fin for an expiry, the probation's last day for a probation alert. */
  readonly f_limite: string
  readonly dias_restantes: number
}

const days = (n: number): string => (n === 1 ? "1 día" : `${n} días`)

/** The notice in one sentence: the mail's first line and the dashboard's text. */
export const alertSentence = (a: AlertSubject): string =>
  a.tipo === "prueba"
    ? `El periodo de prueba de ${a.colaborador} (${a.n_puesto}, contrato ${a.id_contrato}) termina el ${formatDate(a.f_limite)}: faltan ${days(a.dias_restantes)}. Registre su evaluación en Seguimientos de contratos.`
    : `El contrato ${a.id_contrato} de ${a.colaborador} (${a.n_puesto}) vence el ${formatDate(a.f_limite)}: faltan ${days(a.dias_restantes)}.`

export const alertSubject = (a: AlertSubject): string =>
  a.tipo === "prueba" ? `Periodo de prueba por terminar: ${a.colaborador}` : `Contrato por vencer en ${days(a.dias_restantes)}: ${a.colaborador}`

export const alertBody = (a: AlertSubject): string =>
  `${alertSentence(a)}\n\nRevise los contratos por vencer en Capital Humano (Contratos > Contratos por vencer).`

/** One notice of the dashboard: an alert the job sent, of a contract the caller may see. */
export const ContractAlertNotice = Schema.Struct({
  id_contrato: Schema.String,
  colaborador: Schema.String,
  n_puesto: Schema.String,
  tipo: Schema.Literal("vencimiento", "prueba"),
  f_limite: Schema.String,
  f_envio: Schema.String,
  dias_restantes: Schema.Number,
})
export type ContractAlertNotice = typeof ContractAlertNotice.Type
