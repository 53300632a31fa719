import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type AlertSubject, alertBody, alertSubject } from "../../domain/contratos/expiry-alerts"
import { contractParameterDefaults } from "../../domain/contratos/parametros"
import { accountById } from "../configuraciones/cuentas-correo"
import { type OutgoingMail, configuredAccount, sendThrough } from "../mail-account/send"
import { readContractParameters } from "./parametros"

// The mail of the contracts' alerts, through the account CON090 names (the system's account until
// CON090 is saved), to the recipients its flags choose:
// - jefe: the current responsables of the person's department (not the person), their work mail;
// - RH: the alert account's own mailbox, the HR office's;
// - colaborador: the person's work mail, else the personal one.
// Nobody with an address is skipped; a failed send is logged (the alert stays on the dashboard).

interface Alerted extends AlertSubject {
  readonly id_empleado: number
}

const isAddress = (value: string | null | undefined): value is string => typeof value === "string" && /^[^\s@]+@[^\s@]+$/.test(value.trim())

const recipientsOf = (id_empleado: number, flags: { jefe: boolean; rh: boolean; colaborador: boolean }, mailbox: string | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const to = new Set<string>()
    if (flags.jefe) {
      const chiefs = yield* sql<{ email: string | null }>`
        SELECT j.email_trabajo AS email FROM empleados e
        JOIN responsables_depto r ON r.id_depto = e.id_depto AND r.f_fin IS NULL AND r.id_numero <> e.id_empleado
        JOIN empleados j ON j.id_empleado = r.id_numero AND j.activo = '1'
        WHERE e.id_empleado = ${id_empleado}`
      for (const c of chiefs) if (isAddress(c.email)) to.add(c.email.trim())
    }
    if (flags.rh && isAddress(mailbox)) to.add(mailbox.trim())
    if (flags.colaborador) {
      const [person] = yield* sql<{ email: string | null }>`SELECT COALESCE(email_trabajo, email_personal) AS email FROM empleados WHERE id_empleado = ${id_empleado}`
      if (isAddress(person?.email)) to.add(person.email.trim())
    }
    return [...to]
  })

/** Mails the alerts; answers how many messages went out (0 when no account or nobody to tell). */
export const mailAlerts = (alerts: ReadonlyArray<Alerted>, accountId: string | null) =>
  Effect.gen(function* () {
    const account = accountId === null ? yield* configuredAccount : yield* accountById(accountId)
    if (account === null) {
      yield* Effect.logInfo("Alertas de contratos sin cuenta de correo: solo se muestran en el tablero")
      return 0
    }
    const params = yield* readContractParameters
    const flags = {
      jefe: (params?.notificar_jefe ?? contractParameterDefaults.notificar_jefe) === "1",
      rh: (params?.notificar_rh ?? contractParameterDefaults.notificar_rh) === "1",
      colaborador: (params?.notificar_colaborador ?? contractParameterDefaults.notificar_colaborador) === "1",
    }
    const mailbox = account.n_cuenta.includes("@") ? account.n_cuenta : `${account.n_cuenta}@${account.host}`
    const mails: Array<OutgoingMail> = []
    for (const alert of alerts) {
      const to = yield* recipientsOf(alert.id_empleado, flags, mailbox)
      if (to.length > 0) mails.push({ to: to.join(", "), subject: alertSubject(alert), text: alertBody(alert) })
    }
    if (mails.length === 0) return 0
    return yield* sendThrough(account, mails).pipe(
      Effect.as(mails.length),
      Effect.catchAll((reason) => Effect.as(Effect.logWarning(`Las alertas de contratos no se enviaron por correo: ${reason}`), 0)),
    )
  })
