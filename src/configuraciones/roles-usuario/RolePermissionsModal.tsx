import { useActorRef, useSelector } from "@xstate/react"
import { useEffect } from "react"
import { catalogNames } from "../../../domain/api/catalogs"
import { messages } from "../../../domain/messages"
import type { Role } from "../../../domain/configuraciones/roles-usuario-schema"
import { rolePermissionsActors } from "../../../machines/configuraciones/roles-usuario-calls"
import { allGranted, hasUnsavedTicks, rolePermissionsMachine } from "../../../machines/configuraciones/roles-usuario-permissions"
import { api } from "../../app/api"
import { Button } from "../../ui/Button"
import { LeaveConfirmDialog } from "../../ui/LeaveConfirmDialog"
import { Modal } from "../../ui/Modal"
import { SearchSelect } from "../../ui/SearchSelect"
import { Shimmer } from "../../ui/Shimmer"
import { Spinner } from "../../ui/Spinner"
import { TickTable } from "../../ui/TickTable"
import { useLeaveGuard } from "../../ui/use-leave-guard"
import { useLookup } from "../../records/use-lookup"
import { useToasts } from "../../records/use-toasts"

const machine = rolePermissionsMachine.provide({ actors: rolePermissionsActors(api) })

/** SPEC 2.11: 'Permisos del Rol {role}': a company, then its work centres with checkboxes. */
export const RolePermissionsModal = ({ role, onClose }: { readonly role: Role; readonly onClose: () => void }) => {
  const actor = useActorRef(machine, { input: { id_rol: role.id_rol } })
  const state = useSelector(actor, (s) => s)
  const companies = useLookup(catalogNames.empresas, "id_empresa", "n_empresa")
  useToasts(actor)
  // The machine ends when the modal may close (no unsaved ticks, or the user chose to leave).
  useEffect(() => {
    const done = actor.subscribe((s) => {
      if (s.status === "done") onClose()
    })
    return () => done.unsubscribe()
  }, [actor, onClose])
  const { context } = state
  const saving = state.matches("saving")
  const confirming = state.matches("confirmingCompany") || state.matches("confirmingClose")
  const leaveGuard = useLeaveGuard(hasUnsavedTicks(context) && !state.matches("closed"))
  const requestClose = () => actor.send({ type: "REQUEST_CLOSE" })
  return (
    <Modal title={`Permisos del Rol ${role.n_rol}`} isOpen onClose={requestClose} size="lg" isDismissable={!saving && !confirming}>
      <div className="flex flex-col gap-3">
        <SearchSelect
          label={messages.empresa}
          items={companies}
          selectedId={context.id_empresa === null ? null : String(context.id_empresa)}
          onChange={(id) => actor.send({ type: "SELECT_COMPANY", id_empresa: id === null ? null : Number(id) })}
        />
        {state.matches("loading") ? (
          <Shimmer rows={10} />
        ) : context.id_empresa === null ? null : (
          <TickTable
            headers={["ID Centro de trabajo", "Centro de trabajo"]}
            rows={context.permisos.map((p) => ({
              id: p.id_centro_trabajo,
              label: p.n_centro_trabajo,
              checked: p.permiso === "1",
              cells: [p.id_centro_trabajo, p.n_centro_trabajo],
            }))}
            allChecked={allGranted(context.permisos)}
            onToggleAll={(checked) => actor.send({ type: "TOGGLE_ALL", checked })}
            onToggle={(id, checked) => actor.send({ type: "TOGGLE", id_centro_trabajo: id, checked })}
          />
        )}
        <div className="mt-2 flex justify-end gap-3">
          <Button variant="secondary" onPress={requestClose}>
            {messages.cerrar}
          </Button>
          <Button onPress={() => actor.send({ type: "SAVE" })} aria-busy={saving} isDisabled={context.id_empresa === null}>
            {saving ? <Spinner className="h-4 w-4 text-white" /> : null}
            {messages.guardar}
          </Button>
        </div>
      </div>
      <LeaveConfirmDialog isOpen={confirming} onStay={() => actor.send({ type: "STAY" })} onLeave={() => actor.send({ type: "LEAVE" })} />
      {leaveGuard}
    </Modal>
  )
}
