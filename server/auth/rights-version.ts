import { createHash } from "node:crypto"

// The rights version sent with every answer to a signed-in caller (header X-Derechos-Version):
// the SPA asks GET /sesion again only when it changes. It is a digest of what the bearer check
// reads for the request anyway, so it costs no query: the profile's option rights with their
// flags, the account's profile, role, administrator flag and employee, and the role's
// work-centre permission counter (bumped by every save of those permissions).

export interface RightsInputs {
  readonly id_grupo: string
  readonly id_rol: string
  readonly admin: string
  readonly id_empleado: number | string | null
  readonly version_permisos: number | string
  /** One entry per option right, e.g. `SIS150:1101` (clave, insertar, editar, borrar, lectura). */
  readonly rights: ReadonlyArray<string>
}

export const rightsVersion = (inputs: RightsInputs): string =>
  createHash("sha256")
    .update(
      JSON.stringify([
        inputs.id_grupo,
        inputs.id_rol,
        inputs.admin,
        inputs.id_empleado === null ? null : String(inputs.id_empleado),
        String(inputs.version_permisos),
        [...inputs.rights].sort(),
      ]),
    )
    .digest("base64url")
    .slice(0, 16)
