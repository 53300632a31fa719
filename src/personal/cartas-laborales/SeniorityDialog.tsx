import { useState } from "react"
import { messages } from "../../../domain/messages"
import { employmentLetterCalls } from "../../../machines/personal/cartas-laborales-calls"
import { api } from "../../app/api"
import { shownDate } from "../../records/cells"
import { useCommand } from "../../records/use-command"
import { useLoadedResource } from "../../records/use-loaded-resource"
import { Button } from "../../ui/Button"
import { Checkbox } from "../../ui/Checkbox"
import { Modal } from "../../ui/Modal"

// Sugerencias de antigüedad (DOMAIN-MX 4.12): the active people of the caller's centres who reach
// 5, 10, 15, 20 or 25 years of seniority this month, each ticked; "Aceptar" records the ticked
// ones in one step (a recognition of type Antigüedad each, dated on the anniversary).

const calls = employmentLetterCalls(api)

export const SeniorityDialog = ({ isOpen, onClose, onSaved }: { readonly isOpen: boolean; readonly onClose: () => void; readonly onSaved: () => void }) => {
  const suggestions = useLoadedResource(isOpen ? "sugerencias" : null, calls.suggestions)
  const list = suggestions.value
  const failed = suggestions.phase === "failed"
  // Every suggestion starts ticked, each time the list arrives: the view keeps only what the user
  // unticked in the list shown (the list itself is the loaded-resource machine's).
  const [unticked, setUnticked] = useState<{ readonly of: typeof list; readonly ids: ReadonlySet<number> }>({ of: null, ids: new Set() })
  const untickedNow = unticked.of === list ? unticked.ids : new Set<number>()
  const ticked = new Set((list ?? []).map((s) => s.id_empleado).filter((id) => !untickedNow.has(id)))
  const [publish, setPublish] = useState(false)
  const accepting = useCommand(calls.acceptSuggestions, {
    onDone: () => {
      onSaved()
      onClose()
    },
  })
  const busy = accepting.phase === "running"
  return (
    <Modal title="Sugerencias de antigüedad" isOpen={isOpen} onClose={onClose} size="md" isDismissable={!busy}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-ink-700">Colaboradores que este mes cumplen 5, 10, 15, 20 o 25 años de antigüedad y aún no tienen su reconocimiento.</p>
        {failed ? <p role="alert">{messages.errorObtener}</p> : null}
        {list === null && !failed ? <p role="status">Cargando…</p> : null}
        {list !== null && list.length === 0 ? <p role="status">No hay aniversarios por reconocer este mes.</p> : null}
        {list !== null && list.length > 0 ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-semibold text-ink-900">Aniversarios del mes</legend>
            {list.map((s) => (
              <Checkbox
                key={s.id_empleado}
                isSelected={ticked.has(s.id_empleado)}
                onChange={(on) => {
                  const next = new Set(untickedNow)
                  if (on) next.delete(s.id_empleado)
                  else next.add(s.id_empleado)
                  setUnticked({ of: list, ids: next })
                }}
              >
                {`${s.colaborador}: ${s.anios} años el ${shownDate(s.f_aniversario)}`}
              </Checkbox>
            ))}
            <Checkbox isSelected={publish} onChange={setPublish}>
              Publicar los reconocimientos
            </Checkbox>
          </fieldset>
        ) : null}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onPress={onClose} isDisabled={busy}>
            {messages.cancelar}
          </Button>
          <Button onPress={() => accepting.run({ ids: [...ticked], publish })} isDisabled={busy || ticked.size === 0 || list === null || list.length === 0}>
            {`Aceptar seleccionados (${ticked.size})`}
          </Button>
        </div>
      </div>
    </Modal>
  )
}
