import { Schema } from "effect"
import { useState } from "react"
import { roles, rolesResource } from "../../../domain/configuraciones/roles-usuario"
import { Role } from "../../../domain/configuraciones/roles-usuario-schema"
import { IconButton, wrenchIcon } from "../../ui/IconButton"
import { RecordPage } from "../../records/RecordPage"
import { RolePermissionsModal } from "./RolePermissionsModal"

const isRole = Schema.is(Role)

/**
 * 'Roles de usuario' (SIS200). Roles are added and deleted, never renamed: a row click
 * opens the role's work-centre permissions, as its key button does.
 */
export const RolesPage = () => {
  const [permissions, setPermissions] = useState<Role | null>(null)
  const open = (row: Readonly<Record<string, unknown>>) => {
    if (isRole(row)) setPermissions(row)
  }
  return (
    <>
      <RecordPage
        descriptor={roles}
        endpoints={rolesResource}
        pageKey="/configuraciones/roles-usuario"
        closeOnCompletion
        onRowAction={open}
        deleteLabel={(row) => `Eliminar el rol ${String(row.n_rol)}`}
        rowActions={(row) => (
          <IconButton opensDialog label={`Permisos del rol ${String(row.n_rol)}`} onPress={() => open(row)}>
            {wrenchIcon}
          </IconButton>
        )}
      />
      {permissions ? <RolePermissionsModal role={permissions} onClose={() => setPermissions(null)} /> : null}
    </>
  )
}
