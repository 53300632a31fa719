import type { TextCheck } from "../../../machines/seleccion/requisiciones-colaboradores-calls"
import { requisitionTextCalls } from "../../../machines/seleccion/requisiciones-colaboradores-calls"
import { api } from "../../app/api"
import { FieldInput } from "../../records/FieldInput"
import type { FieldRenderProps } from "../../records/RecordForm"
import { useLoadedResource } from "../../records/use-loaded-resource"

// A free text of the requisition with the anti-discrimination scanner beside it: as the user
// types (after a pause), the barred phrases it holds are read from /validar-texto-requisicion
// and said under the field in a polite live region, so a screen reader hears them too. The save
// is still judged by the server.

export const scannedTexts = {
  frases: (frases: ReadonlyArray<string>) => `Revise el texto: contiene ${frases.length === 1 ? "la frase vetada" : "las frases vetadas"} ${frases.map((f) => `«${f}»`).join(", ")} (LFT 133-I).`,
} as const

const calls = requisitionTextCalls(api)

export const ScannedTextarea = (props: FieldRenderProps) => {
  const text = typeof props.value === "string" ? props.value : ""
  const checked = useLoadedResource<string, TextCheck>(text.trim() === "" || props.isReadOnly ? null : text, calls.check, { debounceMs: 400, keepWhileLoading: true })
  const found = text.trim() === "" ? [] : (checked.value?.coincidencias ?? []).map((c) => c.frase)
  return (
    <div>
      <FieldInput {...props} />
      <p role="status" aria-live="polite" className="mt-1 text-sm text-amber-800">
        {found.length === 0 ? "" : scannedTexts.frases(found)}
      </p>
    </div>
  )
}
