import { useActorRef, useSelector } from "@xstate/react"
import { useEffect } from "react"
import { messages } from "../../../domain/messages"
import type { Profile } from "../../../domain/configuraciones/perfiles-schema"
import { moduleAssignmentActors } from "../../../machines/configuraciones/perfiles-calls"
import { allHeld, groupedRows, hasUnsavedRights, isHeld, moduleAssignmentMachine } from "../../../machines/configuraciones/perfiles-module-assignment"
import { api } from "../../app/api"
import { Button } from "../../ui/Button"
import { LeaveConfirmDialog } from "../../ui/LeaveConfirmDialog"
import { Modal } from "../../ui/Modal"
import { SearchSelect } from "../../ui/SearchSelect"
import { Shimmer } from "../../ui/Shimmer"
import { Spinner } from "../../ui/Spinner"
import { TickTable } from "../../ui/TickTable"
import { useLeaveGuard } from "../../ui/use-leave-guard"
import { showToast } from "../../records/outcomes"

const machine = moduleAssignmentMachine.provide({ actors: moduleAssignmentActors(api) })

const cell = "border-b border-ink-100 px-3 py-1.5 text-left"

/** SPEC 2.9 and 4: the options a profile holds, by module, and the nested 'Opciones' modal. */
export const ModuleAssignmentModal = ({ profile, onClose }: { readonly profile: Profile; readonly onClose: () => void }) => {
  const actor = useActorRef(machine, { input: { id_grupo: profile.id_grupo } })
  const state = useSelector(actor, (s) => s)
  useEffect(() => {
    const toast = actor.on("toast", showToast)
    const done = actor.subscribe((s) => {
      if (s.status === "done") onClose()
    })
    return () => {
      toast.unsubscribe()
      done.unsubscribe()
    }
  }, [actor, onClose])
  const { context } = state
  const loading = state.matches("loading")
  const saving = state.matches("saving")
  const optionsOpen = state.matches({ ready: "options" })
  const loadingOptions = state.matches({ ready: { options: "loadingOptions" } })
  const confirming = state.matches("confirmingClose")
  const close = () => (state.matches({ ready: "list" }) ? actor.send({ type: "CLOSE" }) : undefined)
  const leaveGuard = useLeaveGuard(hasUnsavedRights(context) && !state.matches("closed"))
  return (
    <Modal title={`Módulos del perfil ${profile.n_grupo}`} isOpen onClose={close} size="lg" isDismissable={!saving && !optionsOpen && !confirming}>
      {loading ? (
        <Shimmer rows={10} />
      ) : (
        <div className="flex flex-col gap-3">
          {context.rows.length === 0 ? <p className="text-ink-600">{messages.sinInformacion}</p> : null}
          {groupedRows(context.rows).map((group) => (
            <details key={group.modulo} open className="rounded-md border border-ink-200">
              <summary className="cursor-pointer bg-ink-50 px-3 py-2 font-semibold text-ink-900">
                {group.modulo} ({group.rows.length})
              </summary>
              <table className="w-full text-sm">
                <thead>
                  <tr>
                    <th scope="col" className={cell}>Clave</th>
                    <th scope="col" className={cell}>Descripción</th>
                  </tr>
                </thead>
                <tbody>
                  {group.rows.map((r) => (
                    <tr key={r.clave}>
                      <td className={cell}>{r.clave}</td>
                      <td className={cell}>{r.descri}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          ))}
          <div className="mt-2 flex justify-end gap-3">
            <Button variant="secondary" onPress={() => actor.send({ type: "OPEN_OPTIONS" })}>
              Opciones
            </Button>
            {/* Never disabled: that would drop the focus out of the dialog; the machine ignores it while saving. */}
            <Button onPress={() => actor.send({ type: "SAVE" })} aria-busy={saving}>
              {saving ? <Spinner className="h-4 w-4 text-white" /> : null}
              {messages.guardar}
            </Button>
          </div>
        </div>
      )}
      <Modal title="Opciones" isOpen={optionsOpen} onClose={() => actor.send({ type: "CLOSE_OPTIONS" })} size="md">
        <div className="flex flex-col gap-3">
          <SearchSelect
            label="Módulo"
            items={context.modules.map((m) => ({ id: m.opcion, label: m.descri }))}
            selectedId={context.module}
            onChange={(module) => actor.send({ type: "SELECT_MODULE", module })}
          />
          {loadingOptions ? (
            <Shimmer rows={10} />
          ) : context.module === null ? null : (
            <TickTable
              headers={["Clave", "Descripción"]}
              rows={context.options.map((o) => ({ id: o.clave, label: `${o.clave} ${o.descri}`, checked: isHeld(context, o.clave), cells: [o.clave, o.descri] }))}
              allChecked={allHeld(context)}
              onToggleAll={(checked) => actor.send({ type: "TOGGLE_ALL", checked })}
              onToggle={(clave, checked) => actor.send({ type: "TOGGLE_OPTION", clave, checked })}
            />
          )}
          <div className="flex justify-end">
            <Button variant="secondary" onPress={() => actor.send({ type: "CLOSE_OPTIONS" })}>
              {messages.cerrar}
            </Button>
          </div>
        </div>
      </Modal>
      <LeaveConfirmDialog isOpen={confirming} onStay={() => actor.send({ type: "STAY" })} onLeave={() => actor.send({ type: "LEAVE" })} />
      {leaveGuard}
    </Modal>
  )
}
