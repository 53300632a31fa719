import { Schema } from "effect"
import { messages } from "../messages"
import { Flag, requiredText } from "./record-fields"

// SPEC 2.12, 3.5, 5 and 9: kiosk (self-service) users. Defaults activo 1, comodin 0, nuevo 0;
// a password is required on add only (empty on edit keeps the stored one).

export const KioskUser = Schema.Struct({
  id_usuario: Schema.String,
  id_empleado: Schema.Int,
  n_usuario: Schema.String,
  activo: Flag,
  comodin: Flag,
  nuevo: Flag,
})
export type KioskUser = typeof KioskUser.Type

export const kioskDefaults = { activo: "1", comodin: "0", nuevo: "0" } as const

export const KioskUserForm = Schema.Struct({
  id_empleado: Schema.Int.annotations({ message: () => messages.colaboradorRequerido }),
  id_usuario: requiredText(messages.usuarioRequerido, 20),
  n_usuario: requiredText(messages.nombreUsuarioRequerido, 150),
  password: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(1024)), { default: () => "" }),
  password_confirm: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(1024)), { default: () => "" }),
  activo: Schema.optionalWith(Flag, { default: () => kioskDefaults.activo }),
  comodin: Schema.optionalWith(Flag, { default: () => kioskDefaults.comodin }),
  nuevo: Schema.optionalWith(Flag, { default: () => kioskDefaults.nuevo }),
})
export type KioskUserForm = typeof KioskUserForm.Type

export const KioskUserKey = Schema.Struct({ id_usuario: requiredText(messages.usuarioRequerido, 20) })

/** The filter panel: at least one of the three (SPEC 5); empty strings count as absent. */
export const KioskFilter = Schema.Struct({
  id_usuario: Schema.optionalWith(Schema.Trim.pipe(Schema.maxLength(20)), { default: () => "" }),
  n_usuario: Schema.optionalWith(Schema.Trim.pipe(Schema.maxLength(150)), { default: () => "" }),
  id_empleado: Schema.optionalWith(Schema.Trim.pipe(Schema.maxLength(12)), { default: () => "" }),
})
export type KioskFilter = typeof KioskFilter.Type

export const filterIsEmpty = (f: { readonly id_usuario?: string; readonly n_usuario?: string; readonly id_empleado?: string }) =>
  [f.id_usuario, f.n_usuario, f.id_empleado].every((v) => (v ?? "").trim() === "")
