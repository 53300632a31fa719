import { useRef } from "react"
import { kioskUsers, kioskUsersResource } from "../../../domain/configuraciones/usuarios-kiosko"
import { type Values, textOf } from "../../../machines/record-modal"
import { RecordPage } from "../../records/RecordPage"
import { CollaboratorSelect } from "../permisos/CollaboratorSelect"
import { useCollaborators } from "../permisos/use-collaborators"
import { KioskFilterPanel } from "./KioskFilterPanel"

/** SPEC 2.12: 'Usuarios del KIOSKO' (SIS903). */
export const KioskUsersPage = () => {
  const employees = useCollaborators()
  // The form's machine keeps the first `adjust` it is given; it reads the names loaded since.
  const names = useRef(employees)
  names.current = employees
  // Choosing a collaborator fills an empty Nombre with their name; a typed one is kept.
  const fillName = (values: Values, field: string): Values => {
    if (field !== "id_empleado" || textOf(values, "n_usuario") !== "") return values
    const chosen = names.current.find((e) => e.id === textOf(values, "id_empleado"))
    return chosen === undefined ? values : { ...values, n_usuario: chosen.name }
  }
  return (
    <RecordPage
      descriptor={kioskUsers}
      endpoints={kioskUsersResource}
      pageKey="/configuraciones/usuarios-kiosko"
      addLabel="Agregar usuario"
      deleteLabel={(row) => `Eliminar el usuario ${String(row.id_usuario ?? "")}`}
      filters={(panel) => <KioskFilterPanel {...panel} />}
      adjust={fillName}
      formProps={{
        order: ["id_empleado", "id_usuario", "n_usuario", "password", "password_confirm", "activo", "comodin", "nuevo"],
        render: { id_empleado: (props) => <CollaboratorSelect {...props} employees={employees} /> },
      }}
    />
  )
}
