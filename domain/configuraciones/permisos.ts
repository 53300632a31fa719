import { catalogNames } from "../api/catalogs"
import { messages } from "../messages"
import { defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { email, flag, password, picker, select, text } from "../records/field"

// Usuarios del sistema: the sign-in e-mail, the collaborator, the profile, the role and the
// admin flag. The names shown beside the ids are joined from their tables. The password is
// required on add and may stay empty on edit (the stored one is kept); it is never answered.
export const systemUsers = defineRecord({
  resource: "usuarios",
  title: "Usuarios del sistema",
  exportTitle: "Permisos de usuarios",
  singular: "usuario",
  keys: ["SIS250"],
  messages: { created: messages.usuarioCreado, updated: messages.usuarioActualizado, deleted: messages.usuarioEliminado },
  fields: {
    id_usuario: email({
      label: "Usuario",
      required: messages.usuarioRequerido,
      invalidMessage: messages.usuarioCorreo,
      key: true,
      column: true,
      searchable: true,
      sortable: true,
    }),
    n_usuario: text({ label: "Nombre", max: 200, derived: true, column: true, searchable: true, sortable: true }),
    id_empleado: picker({
      label: "Colaborador",
      integerId: true,
      lookup: { catalogue: catalogNames.empleadosActivos, idColumn: "id_empleado", labelColumn: "n_empleado" },
      filter: true,
    }),
    // The column shows the person's employee number (serie_persona + consecutive), joined from
    // the employee record; the form picks the person by id_empleado.
    num_empleado: text({ label: "Número de colaborador", max: 20, derived: true, column: true, searchable: true, sortable: true }),
    id_grupo: select({
      label: "Grupo",
      required: messages.grupoRequerido,
      max: 20,
      lookup: { catalogue: catalogNames.grupos, idColumn: "id_grupo", labelColumn: "n_grupo" },
      filter: true,
    }),
    n_grupo: text({ label: "Grupo", max: 100, derived: true, column: true, searchable: true, sortable: true }),
    id_rol: select({
      label: "Rol",
      required: messages.rolRequerido,
      max: 20,
      lookup: { catalogue: catalogNames.roles, idColumn: "id_rol", labelColumn: "n_rol" },
      filter: true,
    }),
    n_rol: text({ label: "Rol", max: 100, derived: true, column: true, searchable: true, sortable: true }),
    admin: flag({ label: "Admin", column: true, filter: true }),
    activo: flag({ label: "Acceso", initial: "1", derived: true, filter: true, exported: false }),
    password: password({ label: "Contraseña" }),
    password_confirm: password({ label: "Confirmar contraseña" }),
  },
  rules: [
    // A stored account may predate its collaborator (the seeded administrator); a write needs one.
    { field: "id_empleado", reads: ["id_empleado"], check: (v) => (v.id_empleado === null || v.id_empleado === undefined ? messages.colaboradorRequerido : undefined) },
    { mode: "add", field: "password", reads: ["password"], check: (v) => (v.password === "" ? messages.contrasenaRequerida : undefined) },
    { field: "password_confirm", reads: ["password", "password_confirm"], check: (v) => (v.password !== v.password_confirm ? messages.contrasenasNoCoinciden : undefined) },
  ],
})

export const systemUsersResource = resourceEndpoints("Usuarios", systemUsers)
