import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useState } from "react"
import { fromPromise } from "xstate"
import { catalogNames, getCatalogo, mainConnection } from "../../../../domain/api/catalogs"
import { getPermisosRolUsuario, guardarPermisosRolUsuario } from "../../../../domain/api/roles"
import { messages } from "../../../../domain/messages"
import type { Role } from "../../../../domain/role"
import { allGranted, hasUnsavedTicks, rolePermissionsMachine } from "../../../../machines/rolePermissions"
import { api } from "../../../app/api"
import { Button } from "../../../ui/Button"
import { LeaveConfirmDialog } from "../../../ui/LeaveConfirmDialog"
import { Modal } from "../../../ui/Modal"
import { SearchSelect, type SelectItem } from "../../../ui/SearchSelect"
import { Shimmer } from "../../../ui/Shimmer"
import { Spinner } from "../../../ui/Spinner"
import { useLeaveGuard } from "../../../ui/useLeaveGuard"
import { showToast } from "../../../records/outcomes"
import { toast } from "../../../../machines/toast"

const machine = rolePermissionsMachine.provide({
  actors: {
    loadPermissions: fromPromise(async ({ input }) => {
      const result = await api.call(getPermisosRolUsuario, input)
      if (result.ok) return { kind: "loaded" as const, value: result.value.result }
      if (result.status === null || result.status >= 500) throw new Error(result.message)
      return { kind: "failed" as const, message: messages.errorObtener }
    }),
    savePermissions: fromPromise(async ({ input }) => {
      const result = await api.call(guardarPermisosRolUsuario, {
        id_rol: input.id_rol,
        permisos: input.permisos.map((p) => ({ id_centro_trabajo: p.id_centro_trabajo, permiso: p.permiso })),
      })
      if (result.ok) return { kind: "saved" as const, message: result.value.message }
      if (result.status === null || result.status >= 500) throw new Error(result.message)
      return { kind: "refused" as const, message: result.message }
    }),
  },
})

const cell = "border-b border-ink-100 px-3 py-1.5 text-left"

/** SPEC 2.11: 'Permisos del Rol {role}': a company, then its work centres with checkboxes. */
export const RolePermissionsModal = ({ role, onClose }: { readonly role: Role; readonly onClose: () => void }) => {
  const actor = useActorRef(machine, { input: { id_rol: role.id_rol } })
  const state = useSelector(actor, (s) => s)
  const [companies, setCompanies] = useState<ReadonlyArray<SelectItem>>([])
  useEffect(() => {
    const toasts = actor.on("toast", showToast)
    void api.call(getCatalogo, { tabla: catalogNames.empresas, conexion: mainConnection }).then((result) => {
      if (result.ok) setCompanies(result.value.result.map((r) => ({ id: String(r.id_empresa), label: String(r.n_empresa) })))
      else showToast(toast("error", messages.errorObtener))
    })
    return () => toasts.unsubscribe()
  }, [actor])
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
          <table className="w-full text-sm">
            <thead>
              <tr>
                <th scope="col" className={`${cell} w-12`}>
                  <input
                    type="checkbox"
                    aria-label={messages.seleccionarTodos}
                    checked={allGranted(context.permisos)}
                    onChange={(e) => actor.send({ type: "TOGGLE_ALL", checked: e.currentTarget.checked })}
                    className="h-5 w-5 accent-brand-700"
                  />
                </th>
                <th scope="col" className={cell}>ID Centro de trabajo</th>
                <th scope="col" className={cell}>Centro de trabajo</th>
              </tr>
            </thead>
            <tbody>
              {context.permisos.map((p) => (
                <tr key={p.id_centro_trabajo}>
                  <td className={cell}>
                    <input
                      type="checkbox"
                      aria-label={p.n_centro_trabajo}
                      checked={p.permiso === "1"}
                      onChange={(e) => actor.send({ type: "TOGGLE", id_centro_trabajo: p.id_centro_trabajo, checked: e.currentTarget.checked })}
                      className="h-5 w-5 accent-brand-700"
                    />
                  </td>
                  <td className={cell}>{p.id_centro_trabajo}</td>
                  <td className={cell}>{p.n_centro_trabajo}</td>
                </tr>
              ))}
            </tbody>
          </table>
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
