import { useRef, useState } from "react"
import { contractTemplateCalls } from "../../../machines/contratos/parametros-plantillas-calls"
import { api } from "../../app/api"
import { LoadFailure } from "../../records/LoadFailure"
import { useLoadedResource } from "../../records/use-loaded-resource"
import { Select } from "../../ui/Select"
import { Shimmer } from "../../ui/Shimmer"
import { ContractTemplateEditor, type TemplateGuard } from "./ContractTemplateEditor"
import { contractParameterTexts as texts } from "./texts"

const calls = contractTemplateCalls(api)

/**
 * CON090 Plantillas: the active types of Catálogo de contratos, one template at a time. The
 * editor is keyed by the type, so each type gets its own form machine, loaded from the server;
 * the chooser stays outside it, so the focus stays on it while another type loads.
 */
export const ContractTemplatesTab = () => {
  const types = useLoadedResource("plantillas", calls.types)
  // Which type is open is the view's own choice, not server data; the first one until one is chosen.
  const [chosen, choose] = useState<string | null>(null)
  const guard = useRef<TemplateGuard>(null)
  const pending = useRef<string | null>(null)
  if (types.phase === "loading" || types.phase === "idle" || types.phase === "waiting") return <Shimmer rows={6} />
  if (types.phase === "failed") return <LoadFailure message={types.failure} onRetry={types.retry} />
  const list = types.value ?? []
  if (list.length === 0) return <p className="text-ink-700">{texts.sinTipos}</p>
  const open = list.find((t) => t.id_tipo_contrato === chosen)?.id_tipo_contrato ?? list[0]?.id_tipo_contrato ?? ""
  const pick = (id: string) => {
    if (id === open || id === "") return
    if (guard.current?.dirty !== true) return choose(id)
    pending.current = id
    guard.current.ask()
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-700">{texts.plantillasAyuda}</p>
      <div className="max-w-md">
        <Select
          label={texts.tipoContrato}
          options={list.map((t) => ({ id: t.id_tipo_contrato, label: `${t.n_tipo_contrato} (${t.id_tipo_contrato})` }))}
          value={open}
          onChange={pick}
          isRequired
        />
      </div>
      <ContractTemplateEditor key={open} calls={calls.forType(open)} guard={guard} pending={pending} onTypeChange={choose} />
    </div>
  )
}
