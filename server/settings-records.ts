import { Effect } from "effect"
import { kioskUsers, kioskUsersResource } from "../domain/records/settings/kiosk-users"
import { profiles, profilesResource } from "../domain/records/settings/profiles"
import { roles, rolesResource } from "../domain/records/settings/roles"
import { messages } from "../domain/messages"
import { hashPassword } from "./auth/password"
import { passwordProblem } from "./auth/password-policy"
import { ApiFailure } from "./http/failure"
import { usersOfProfile } from "./profiles/repo"
import { usersOfRole } from "./roles/repo"
import type { RecordTable } from "./records/table"
import { collaboratorVisible } from "./system-users/repo"
import { SqlClient } from "@effect/sql"

// The settings record pages as record resources: their tables and the few rules that are their
// own (a profile or role in use is not deleted and takes its rights with it; a kiosk user's
// password is hashed and checked by the same policy as the legacy calls).

const refuse = (status: number, message: string) => new ApiFailure({ status, message })

export const profilesTable: RecordTable = {
  descriptor: profiles,
  endpoints: profilesResource,
  entity: "perfil",
  table: "grupos",
  hooks: {
    beforeDelete: (stored) =>
      Effect.flatMap(usersOfProfile(String(stored.id_grupo)), (n) => (n > 0 ? Effect.fail(refuse(409, messages.perfilEnUso)) : Effect.void)),
    cascade: (stored) => Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM derechos_grupo WHERE id_grupo = ${String(stored.id_grupo)}`),
  },
}

export const rolesTable: RecordTable = {
  descriptor: roles,
  endpoints: rolesResource,
  entity: "rol",
  table: "roles",
  hooks: {
    beforeDelete: (stored) =>
      Effect.flatMap(usersOfRole(String(stored.id_rol)), (n) => (n > 0 ? Effect.fail(refuse(409, messages.rolEnUso)) : Effect.void)),
    cascade: (stored) => Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM permisos_rol WHERE id_rol = ${String(stored.id_rol)}`),
  },
}

export const kioskUsersTable: RecordTable = {
  descriptor: kioskUsers,
  endpoints: kioskUsersResource,
  entity: "usuario del kiosko",
  table: "usuarios_kiosko",
  hooks: {
    beforeWrite: (request, _mode, _stored, ctx) =>
      Effect.flatMap(collaboratorVisible(Number(request.id_empleado), ctx.principal.id_rol), (visible) =>
        visible ? Effect.void : Effect.fail(refuse(400, messages.colaboradorNoExiste)),
      ),
    toColumns: (request, _mode, stored) =>
      Effect.gen(function* () {
        const columns = {
          id_usuario: stored?.id_usuario ?? request.id_usuario,
          n_usuario: request.n_usuario,
          id_empleado: request.id_empleado,
          activo: request.activo,
          comodin: request.comodin,
          nuevo: request.nuevo,
        }
        const password = String(request.password ?? "")
        // An empty password on edit keeps the stored hash (the descriptor requires one on add).
        if (password === "") return columns
        const problem = passwordProblem(password, String(request.id_usuario))
        if (problem !== null) return yield* refuse(400, problem)
        return { ...columns, password_hash: yield* hashPassword(password) }
      }),
  },
}
