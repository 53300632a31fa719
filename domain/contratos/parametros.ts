import { Schema } from "effect"
import { MailAccountOption } from "../configuraciones/cuentas-correo"

// Parámetros de contratos (CON090, tab Alertas; MODULES-MX §2): one settings record, saved in
// mode add or edit as SPEC 2.8's system parameters. The expiry job alerts on the days equal to
// dias_alerta_1/2/3 before a contract ends and mails the chosen recipients from the account;
// a renewal past renovaciones_max_determinado warns (LFT 39). The rules below are the form's and
// the server's alike.

export const contractParameterMessages = {
  diasDecrecientes: "Los días de alerta deben ser decrecientes",
  destinatario: "Seleccione al menos un destinatario",
  cuenta: "La cuenta de correo es requerido",
  cuentaNoExiste: "La cuenta de correo elegida no existe",
  dias: "Ingrese un número entero de 1 a 365",
  renovaciones: "Ingrese un número entero de 0 a 99",
} as const

/** What a new installation proposes (MODULES-MX: 30, 15 and 7 days; three renewals). */
export const contractParameterDefaults = {
  dias_alerta_1: 30,
  dias_alerta_2: 15,
  dias_alerta_3: 7,
  notificar_jefe: "1",
  notificar_rh: "1",
  notificar_colaborador: "0",
  renovaciones_max_determinado: 3,
} as const

export const alertDayFields = ["dias_alerta_1", "dias_alerta_2", "dias_alerta_3"] as const
export const recipientFields = ["notificar_jefe", "notificar_rh", "notificar_colaborador"] as const

/** Strictly decreasing and over zero, or the message. */
export const alertDaysProblem = (days: ReadonlyArray<number>): string | null =>
  days.every((d, i) => d > 0 && (i === 0 || d < (days[i - 1] ?? 0))) ? null : contractParameterMessages.diasDecrecientes

export const recipientsProblem = (flags: ReadonlyArray<string>): string | null => (flags.includes("1") ? null : contractParameterMessages.destinatario)

const Flag = Schema.Literal("1", "0")
const whole = (min: number, max: number, message: string) =>
  Schema.Number.pipe(Schema.int({ message: () => message }), Schema.between(min, max, { message: () => message }))
const day = whole(1, 365, contractParameterMessages.dias)

const fields = {
  dias_alerta_1: day,
  dias_alerta_2: day,
  dias_alerta_3: day,
  notificar_jefe: Flag,
  notificar_rh: Flag,
  notificar_colaborador: Flag,
  renovaciones_max_determinado: whole(0, 99, contractParameterMessages.renovaciones),
}

type Checked = { readonly [K in (typeof alertDayFields)[number]]: number } & { readonly [K in (typeof recipientFields)[number]]: string }

const rules = <A extends Checked, I>(schema: Schema.Schema<A, I>) =>
  schema.pipe(
    Schema.filter((p) => alertDaysProblem(alertDayFields.map((f) => p[f])) ?? true),
    Schema.filter((p) => recipientsProblem(recipientFields.map((f) => p[f])) ?? true),
  )

/** The stored record as the page shows it, with the account's name. */
export const ContractParameters = rules(
  Schema.Struct({ ...fields, id_cuenta_correo: Schema.String, n_cuenta_correo: Schema.String }),
)
export type ContractParameters = typeof ContractParameters.Type

/** What the page saves. */
export const SaveContractParameters = rules(
  Schema.Struct({
    mode: Schema.Literal("add", "edit"),
    ...fields,
    id_cuenta_correo: Schema.String.pipe(
      Schema.minLength(1, { message: () => contractParameterMessages.cuenta }),
      Schema.maxLength(4, { message: () => contractParameterMessages.cuentaNoExiste }),
    ),
  }),
)
export type SaveContractParameters = typeof SaveContractParameters.Type

/** The page's read: the record (null until first saved: mode add) and the accounts its picker offers. */
export const ContractParametersPage = Schema.Struct({
  parametros: Schema.NullOr(ContractParameters),
  cuentas: Schema.Array(MailAccountOption),
})
export type ContractParametersPage = typeof ContractParametersPage.Type
