import { getCuentaCorreo, guardarCuentaCorreo, testCuentaCorreo } from "../../../../domain/api/mail-account"
import { type MailAccount, type MailValues, mailProblems } from "../../../../domain/mail-account"
import { messages } from "../../../../domain/messages"
import type { FormMode, FormProblems, FormValues, LoadOutcome, SaveOutcome } from "../../../../machines/settingsForm"
import type { TestOutcome } from "../../../../machines/mailTest"
import { api } from "../../../app/api"
import { failureText } from "../useSettingsForm"

export const emptyMail: FormValues = { id_cuenta: "", n_cuenta: "", password: "", host: "", puerto: "", tiempo: "", ssl: "0" }

const asMail = (values: FormValues): MailValues & { readonly ssl: "1" | "0" } => ({
  id_cuenta: values.id_cuenta ?? "",
  n_cuenta: values.n_cuenta ?? "",
  password: values.password ?? "",
  host: values.host ?? "",
  puerto: values.puerto ?? "",
  tiempo: values.tiempo ?? "",
  ssl: values.ssl === "1" ? "1" : "0",
})

export const validateMail = (values: FormValues, mode: FormMode): FormProblems => mailProblems(asMail(values), mode)

/** The password is never loaded: the field starts empty, which keeps the stored one. */
const toValues = (account: MailAccount): FormValues => ({ ...account, password: "" })

export const loadMail = async (): Promise<LoadOutcome> => {
  const result = await api.call(getCuentaCorreo, {})
  if (!result.ok) return { kind: "failed", message: result.status === null ? messages.errorGeneral : result.message }
  return result.value.result === null ? { kind: "empty" } : { kind: "found", values: toValues(result.value.result) }
}

export const saveMail = async (values: FormValues, mode: FormMode): Promise<SaveOutcome> => {
  const result = await api.call(guardarCuentaCorreo, { ...asMail(values), mode })
  return result.ok
    ? { kind: "saved", values: toValues(result.value.result), message: result.value.message }
    : { kind: "failed", message: failureText(result) }
}

export const testMail = async (values: FormValues, email: string): Promise<TestOutcome> => {
  const result = await api.call(testCuentaCorreo, { ...asMail(values), email })
  if (result.ok) return { kind: "sent", message: result.value.message }
  return { kind: "failed", reason: result.detalles.length > 0 ? result.detalles.join("\n") : result.message }
}
