import { Effect } from "effect"
import type { mailAccountEndpoints } from "../../domain/configuraciones/cuentas-correo-api"
import { messages } from "../../domain/messages"
import { ApiFailure, invalidRequest } from "../http/failure"
import type { HandlersOf } from "../http/handler"
import { accountById, firstAccount, insertAccount, listAccounts, updateAccount } from "./cuentas-correo"
import { sendTestMessage } from "../mail-account/smtp"
import { ok } from "../http/handler"

export const mailAccountHandlers: HandlersOf<typeof mailAccountEndpoints> = {
  getCuentaCorreo: () => Effect.map(firstAccount, (account) => ok(account)),

  getCuentasCorreo: () => Effect.map(listAccounts, (rows) => ok(rows)),

  guardarCuentaCorreo: ({ mode, ...account }) =>
    Effect.gen(function* () {
      const stored = yield* accountById(account.id_cuenta)
      if (mode === "add" && stored !== null) return yield* new ApiFailure({ status: 409, message: messages.claveDuplicada })
      if (mode === "edit" && stored === null) return yield* new ApiFailure({ status: 404, message: messages.errorGuardarInformacion })
      yield* mode === "add" ? insertAccount(account) : updateAccount(account)
      const { password: _password, ...saved } = account
      return ok(saved, mode === "add" ? messages.cuentaGuardada : messages.cuentaActualizada)
    }),

  testCuentaCorreo: ({ email, ...form }) =>
    Effect.gen(function* () {
      let password = form.password
      if (password === "") {
        // The stored password only ever goes to the stored server as the stored user: a form
        // pointing it anywhere else would hand the secret to whoever runs that server.
        const stored = yield* accountById(form.id_cuenta)
        const same =
          stored !== null && stored.host === form.host && stored.puerto === String(Number(form.puerto)) && stored.n_cuenta === form.n_cuenta
        if (!same) return yield* invalidRequest([{ campo: "password", mensaje: messages.contrasenaRequerida }])
        password = stored.password
      }
      yield* sendTestMessage(
        {
          host: form.host,
          port: Number(form.puerto),
          secure: form.ssl === "1",
          timeoutMs: Number(form.tiempo) * 1000,
          user: form.n_cuenta,
          password,
        },
        email,
      ).pipe(Effect.mapError((reason) => new ApiFailure({ status: 422, message: messages.errorTestCorreo, detalles: [reason] })))
      return ok(null, messages.testCorrecto)
    }),
}
