import { useState } from "react"
import { messages } from "../../../../domain/messages"
import { filterIsEmpty } from "../../../../domain/kioskUser"
import type { Filters } from "../../../../machines/listPage"
import { Button } from "../../../ui/Button"
import { TextField } from "../../../ui/TextField"
import { toastQueue } from "../../../ui/toastQueue"

/** SPEC 2.12: the collapsible filter panel; Aplicar needs at least one field (SPEC 5). */
export const KioskFilterPanel = ({
  filters,
  onApply,
  onClear,
}: {
  readonly filters: Filters
  readonly onApply: (filters: Filters) => void
  readonly onClear: () => void
}) => {
  const [draft, setDraft] = useState({
    id_empleado: filters.id_empleado ?? "",
    n_usuario: filters.n_usuario ?? "",
    id_usuario: filters.id_usuario ?? "",
  })
  const active = !filterIsEmpty(filters)
  return (
    <details open={active} className="rounded-md border border-ink-200 bg-white">
      <summary className="cursor-pointer px-3 py-2 font-semibold text-ink-900">Filtros</summary>
      <form
        className="flex flex-wrap items-end gap-3 px-3 pb-3"
        onSubmit={(e) => {
          e.preventDefault()
          if (filterIsEmpty(draft)) toastQueue.add({ tone: "error", title: messages.filtroSinParametros })
          else onApply(draft)
        }}
      >
        <TextField label="Clave empleado" value={draft.id_empleado} onChange={(x) => setDraft({ ...draft, id_empleado: x })} maxLength={12} />
        <TextField label="Nombre usuario" value={draft.n_usuario} onChange={(x) => setDraft({ ...draft, n_usuario: x })} maxLength={150} />
        <TextField label="Clave usuario" value={draft.id_usuario} onChange={(x) => setDraft({ ...draft, id_usuario: x })} maxLength={20} />
        <Button type="submit">Aplicar</Button>
        {active ? (
          <Button
            variant="secondary"
            onPress={() => {
              setDraft({ id_empleado: "", n_usuario: "", id_usuario: "" })
              onClear()
            }}
          >
            Limpiar
          </Button>
        ) : null}
      </form>
    </details>
  )
}
