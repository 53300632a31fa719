import { getCuentaCorreo, guardarCuentaCorreo, testCuentaCorreo } from "../../domain/configuraciones/cuentas-correo-api"
import { type MailAccount, type MailValues, mailProblems } from "../../domain/configuraciones/cuentas-correo"
import { messages } from "../../domain/messages"
import type { FormMode, FormProblems, FormValues, LoadOutcome, SaveOutcome } from "./settings-form"
import type { TestOutcome } from "./cuentas-correo-test"
import type { ApiPort } from "../records/api-port"
import { failureText } from "./settings-form"

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

/** The calls, made with the app's API client (handed in by the view's hook). */
export const mailAccountCalls = (api: ApiPort) => {
  const loadMail = async (): Promise<LoadOutcome> => {
    const result = await api.call(getCuentaCorreo, {})
    if (!result.ok) return { kind: "failed", message: result.status === null ? messages.errorGeneral : result.message }
    return result.value.result === null ? { kind: "empty" } : { kind: "found", values: toValues(result.value.result) }
  }

  const saveMail = async (values: FormValues, mode: FormMode): Promise<SaveOutcome> => {
    const result = await api.call(guardarCuentaCorreo, { ...asMail(values), mode })
    return result.ok
      ? { kind: "saved", values: toValues(result.value.result), message: result.value.message }
      : { kind: "failed", message: failureText(result) }
  }

  const testMail = async (values: FormValues, email: string): Promise<TestOutcome> => {
    const result = await api.call(testCuentaCorreo, { ...asMail(values), email })
    if (result.ok) return { kind: "sent", message: result.value.message }
    return { kind: "failed", reason: result.detalles.length > 0 ? result.detalles.join("\n") : result.message }
  }
  return { loadMail, saveMail, testMail }
}
