import { catalogNames } from "../api/catalogs"
import { messages } from "../messages"
import { defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { flag, password, picker, text } from "../records/field"

// Usuarios del KIOSKO: self-service users tied to one collaborator. A password is required on
// add and may stay empty on edit (the stored one is kept); it is never answered.
export const kioskUsers = defineRecord({
  resource: "usuarios-kiosko",
  title: "Usuarios del KIOSKO",
  singular: "usuario del kiosko",
  keys: ["SIS903"],
  messages: { created: messages.usuarioCreado, updated: messages.usuarioActualizado, deleted: messages.usuarioEliminado },
  fields: {
    id_usuario: text({ label: "Usuario", max: 20, required: messages.usuarioRequerido, key: true, column: true, searchable: true, sortable: true, filter: true }),
    n_usuario: text({ label: "Nombre", max: 150, required: messages.nombreUsuarioRequerido, column: true, searchable: true, sortable: true, filter: true }),
    id_empleado: picker({
      label: "Colaborador",
      required: messages.colaboradorRequerido,
      integerId: true,
      lookup: { catalogue: catalogNames.empleadosActivos, idColumn: "id_empleado", labelColumn: "n_empleado" },
      filter: true,
      scope: "empleado",
    }),
    // The column shows the person's employee number (serie_persona + consecutive), joined from
    // the employee record; the form picks the person by id_empleado.
    num_empleado: text({ label: "Número de colaborador", max: 20, derived: true, column: true, searchable: true, sortable: true }),
    activo: flag({ label: "Activo", initial: "1", column: true }),
    comodin: flag({ label: "Comodin", initial: "0", column: true }),
    nuevo: flag({ label: "Sol. Nueva Contraseña", initial: "0", column: true }),
    password: password({ label: "Contraseña" }),
    password_confirm: password({ label: "Confirmar contraseña" }),
  },
  rules: [
    { mode: "add", field: "password", reads: ["password"], check: (v) => (v.password === "" ? messages.contrasenaNuevoUsuario : undefined) },
    { field: "password_confirm", reads: ["password", "password_confirm"], check: (v) => (v.password !== v.password_confirm ? messages.contrasenasNoCoinciden : undefined) },
  ],
})

export const kioskUsersResource = resourceEndpoints("UsuariosKiosko", kioskUsers)
