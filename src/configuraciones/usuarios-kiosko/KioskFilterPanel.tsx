import { useEffect, useState } from "react"
import { messages } from "../../../domain/messages"
import { filterIsEmpty } from "../../../domain/configuraciones/usuarios-kiosko-schema"
import type { FilterPanelProps } from "../../records/RecordPage"
import { recordText } from "../../records/record-text"
import { Button } from "../../ui/Button"
import { TextField } from "../../ui/TextField"
import { toastQueue } from "../../ui/toast-queue"
import { FilterProblems } from "../../records/FilterProblems"

const none = { id_empleado: "", n_usuario: "", id_usuario: "" }

/**
 * SPEC 2.12: the collapsible filter panel, with its own labels and order, the collaborator's key
 * typed rather than picked, and Aplicar refused without a parameter (SPEC 5): the descriptor's
 * generic panel would differ in all three.
 */
export const KioskFilterPanel = ({ applied, problems, onApply, onClear }: FilterPanelProps) => {
  const [draft, setDraft] = useState({ ...none, ...applied })
  // Filters restored from session storage arrive after the first render.
  useEffect(() => setDraft({ ...none, ...applied }), [applied])
  const active = !filterIsEmpty(applied)
  return (
    <details open={active || problems.length > 0} className="rounded-md border border-ink-200 bg-white">
      <summary className="cursor-pointer px-3 py-2 font-semibold text-ink-900">{recordText.filtros}</summary>
      <form
        className="flex flex-wrap items-end gap-3 px-3 pb-3"
        onSubmit={(e) => {
          e.preventDefault()
          if (filterIsEmpty(draft)) toastQueue.add({ tone: "error", title: messages.filtroSinParametros })
          else onApply(Object.fromEntries(Object.entries(draft).filter(([, v]) => v.trim() !== "")))
        }}
      >
        <TextField label="Clave empleado" value={draft.id_empleado} onChange={(x) => setDraft({ ...draft, id_empleado: x })} maxLength={12} />
        <TextField label="Nombre usuario" value={draft.n_usuario} onChange={(x) => setDraft({ ...draft, n_usuario: x })} maxLength={150} />
        <TextField label="Clave usuario" value={draft.id_usuario} onChange={(x) => setDraft({ ...draft, id_usuario: x })} maxLength={20} />
        <Button type="submit">{recordText.aplicar}</Button>
        {active ? (
          <Button
            variant="secondary"
            onPress={() => {
              setDraft(none)
              onClear()
            }}
          >
            {recordText.limpiar}
          </Button>
        ) : null}
      </form>
      <FilterProblems problems={problems} />
    </details>
  )
}
