import { Effect } from "effect"
import { kioskUsers, kioskUsersResource } from "../../domain/configuraciones/usuarios-kiosko"
import { profiles, profilesResource } from "../../domain/configuraciones/perfiles"
import { roles, rolesResource } from "../../domain/configuraciones/roles-usuario"
import { systemUsers, systemUsersResource } from "../../domain/configuraciones/permisos"
import { messages } from "../../domain/messages"
import { hashPassword } from "../auth/password"
import { passwordProblem } from "../auth/password-policy"
import { refuse } from "../http/failure"
import { profileInUse } from "./perfiles"
import { roleInUse } from "./roles-usuario"
import type { RecordTable, Row } from "../records/table"
import { collaboratorVisible, groupExists, roleExists } from "./permisos"
import { SqlClient } from "@effect/sql"
import { fullNameSql } from "../records/person-name"

// The settings record pages as record resources: their tables and the few rules that are their
// own (a profile or role in use is not deleted and takes its rights with it; a kiosk user's
// password is hashed and checked by the same policy as the legacy calls).

/**
 * The columns plus the new password's hash, checked by the sign-in policy; an empty password on
 * edit keeps the stored hash (the descriptors require one on add).
 */
const withPassword = (columns: Row, password: string | undefined, id_usuario: string) =>
  Effect.gen(function* () {
    const text = password ?? ""
    if (text === "") return columns
    const problem = passwordProblem(text, id_usuario)
    if (problem !== null) return yield* refuse(400, problem)
    return { ...columns, password_hash: yield* hashPassword(text) }
  })

export const profilesTable: RecordTable<typeof profiles> = {
  descriptor: profiles,
  endpoints: profilesResource,
  entity: "perfil",
  table: "grupos",
  hooks: {
    beforeDelete: (stored) =>
      Effect.flatMap(profileInUse(stored.id_grupo), (inUse) => (inUse ? Effect.fail(refuse(409, messages.perfilEnUso)) : Effect.void)),
    cascade: (stored) => Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM derechos_grupo WHERE id_grupo = ${stored.id_grupo}`),
  },
}

export const rolesTable: RecordTable<typeof roles> = {
  descriptor: roles,
  endpoints: rolesResource,
  entity: "rol",
  table: "roles",
  hooks: {
    beforeDelete: (stored) =>
      Effect.flatMap(roleInUse(stored.id_rol), (inUse) => (inUse ? Effect.fail(refuse(409, messages.rolEnUso)) : Effect.void)),
    cascade: (stored) => Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM permisos_rol WHERE id_rol = ${stored.id_rol}`),
  },
}

export const kioskUsersTable: RecordTable<typeof kioskUsers> = {
  descriptor: kioskUsers,
  endpoints: kioskUsersResource,
  entity: "usuario del kiosko",
  table: "usuarios_kiosko",
  // The employee number shown beside the user is the employee record's.
  from: "usuarios_kiosko t LEFT JOIN empleados e ON e.id_empleado = t.id_empleado",
  expressions: { num_empleado: "e.num_empleado" },
  hookColumns: ["password_hash"],
  hooks: {
    beforeWrite: (request, _mode, _stored, ctx) =>
      Effect.flatMap(collaboratorVisible(request.id_empleado, ctx.principal.id_rol), (visible) =>
        visible ? Effect.void : Effect.fail(refuse(400, messages.colaboradorNoExiste)),
      ),
    toColumns: (request, _mode, stored) =>
      withPassword(
        {
          id_usuario: stored?.id_usuario ?? request.id_usuario,
          n_usuario: request.n_usuario,
          id_empleado: request.id_empleado,
          activo: request.activo,
          comodin: request.comodin,
          nuevo: request.nuevo,
        },
        request.password,
        request.id_usuario,
      ),
  },
}

export const systemUsersTable: RecordTable<typeof systemUsers> = {
  descriptor: systemUsers,
  endpoints: systemUsersResource,
  entity: "usuario",
  table: "usuarios",
  from: `usuarios t
    JOIN grupos g ON g.id_grupo = t.id_grupo
    JOIN roles r ON r.id_rol = t.id_rol
    LEFT JOIN empleados e ON e.id_empleado = t.id_empleado`,
  hookColumns: ["password_hash"],
  expressions: {
    n_usuario: fullNameSql("e"),
    n_grupo: "g.n_grupo",
    n_rol: "r.n_rol",
    num_empleado: "e.num_empleado",
  },
  hooks: {
    beforeWrite: (request, _mode, _stored, ctx) =>
      Effect.gen(function* () {
        // The descriptor's rule already refuses a write without a collaborator.
        const id_empleado = request.id_empleado
        if (id_empleado === null || !(yield* collaboratorVisible(id_empleado, ctx.principal.id_rol))) return yield* refuse(400, messages.colaboradorNoExiste)
        if (!(yield* groupExists(request.id_grupo))) return yield* refuse(400, messages.grupoNoExiste)
        if (!(yield* roleExists(request.id_rol))) return yield* refuse(400, messages.rolNoExiste)
      }),
    toColumns: (request, mode, stored) =>
      Effect.gen(function* () {
        // Sign-in compares e-mails in lower case; the stored key never changes on edit.
        const id_usuario = stored === undefined ? request.id_usuario.toLowerCase() : stored.id_usuario
        const columns = {
          id_usuario,
          id_empleado: request.id_empleado,
          id_grupo: request.id_grupo,
          id_rol: request.id_rol,
          admin: request.admin,
          ...(mode === "add" ? { activo: "1" } : {}),
        }
        return yield* withPassword(columns, request.password, id_usuario)
      }),
    beforeDelete: (stored, ctx) => (stored.id_usuario === ctx.principal.id_usuario ? Effect.fail(refuse(409, messages.noEliminarPropioUsuario)) : Effect.void),
    cascade: (stored) => Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM sesiones WHERE id_usuario = ${stored.id_usuario}`),
  },
}
