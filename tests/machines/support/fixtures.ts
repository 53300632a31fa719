import type { LoginResponse } from "../../../domain/session"

export const fixedNow = Date.parse("2026-03-02T15:00:00.000Z")
export const inOneHour = "2026-03-02T16:00:00.000Z"
export const anHourAgo = "2026-03-02T14:00:00.000Z"

export const loginResponse = (expiresAt: string = inOneHour): LoginResponse => ({
  error: false,
  message: "Hola, Ana",
  token: "tok-123",
  expires_at: expiresAt,
  user: {
    id_usuario: "admin@demo.mx",
    id_empleado: 7,
    n_empleado: "Ana Pérez",
    foto: null,
    n_empresa: "Demo SA",
    n_centro_trabajo: "Matriz",
    n_depto: "Sistemas",
    n_puesto: "Analista",
    f_ingreso: "2020-01-15",
    admin: "1",
  },
  permissions: [
    { clave: "ORG200", n_grupo: "ADMINISTRADOR" },
    { clave: "GP100", n_grupo: "ADMINISTRADOR" },
  ],
})
