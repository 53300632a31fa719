import { useEffect, useState } from "react"
import { messages } from "../../../domain/messages"
import { filterIsEmpty } from "../../../domain/configuraciones/usuarios-kiosko-schema"
import type { FilterPanelProps } from "../../records/RecordPage"
import { TextField } from "../../ui/TextField"
import { toastQueue } from "../../ui/toast-queue"
import { FilterFrame } from "../../records/FilterFrame"

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
  const apply = () => {
    if (filterIsEmpty(draft)) toastQueue.add({ tone: "error", title: messages.filtroSinParametros })
    else onApply(Object.fromEntries(Object.entries(draft).filter(([, v]) => v.trim() !== "")))
  }
  const clear = () => {
    setDraft(none)
    onClear()
  }
  return (
    <FilterFrame open={active || problems.length > 0} problems={problems} onApply={apply} {...(active ? { onClear: clear } : {})}>
      <TextField label="Clave empleado" value={draft.id_empleado} onChange={(x) => setDraft({ ...draft, id_empleado: x })} maxLength={12} />
      <TextField label="Nombre usuario" value={draft.n_usuario} onChange={(x) => setDraft({ ...draft, n_usuario: x })} maxLength={150} />
      <TextField label="Clave usuario" value={draft.id_usuario} onChange={(x) => setDraft({ ...draft, id_usuario: x })} maxLength={20} />
    </FilterFrame>
  )
}
