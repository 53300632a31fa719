import { aidMessages, aidProofMaxBytes } from "../../../domain/personal/ayudas-economicas-vocabulary"
import { formatPesos } from "../../../domain/rules/loan-limits"
import { aidCalls } from "../../../machines/personal/ayudas-economicas-calls"
import { api } from "../../app/api"
import { useExport } from "../../records/use-export"
import { StoredChoiceSelect } from "../../records/StoredChoiceSelect"
import { useFileUpload } from "../../records/use-file-upload"
import type { FieldRenderProps } from "../../records/RecordForm"
import { Button } from "../../ui/Button"
import { FileField } from "../../ui/FileField"
import { PersonPicker } from "../PersonPicker"
import { useAidContext } from "./aid-context"
import { sizeText } from "../../../domain/size-limits"

// The aid form's own inputs: the person (with their seniority), the tipo de ayuda with the
// limits it sets (maximum amount, proof and its documents, minimum seniority, how many a year),
// and the proof: a PDF, JPEG or PNG uploaded to the stored aid while Capturada (the file-upload
// machine) and kept with the form's Guardar (the server judges it by its bytes), downloadable once kept.

const text = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "")

export const AidPerson = (props: FieldRenderProps) => {
  const context = useAidContext(text(props.value), text(props.values.f_solicitud))
  const months = context?.antiguedad_meses ?? null
  return (
    <PersonPicker
      {...props}
      chosenName={context?.colaborador ?? ""}
      details={text(props.value) === "" || months === null ? null : <p className="text-sm text-ink-700">Antigüedad: {months === 1 ? "1 mes" : `${months} meses`}</p>}
    />
  )
}

export const AidTypeSelect = (props: FieldRenderProps) => {
  const context = useAidContext(text(props.values.id_empleado), text(props.values.f_solicitud))
  const types = context?.tipos ?? []
  const value = text(props.value)
  const chosen = types.find((t) => t.id_tipo_ayuda === value)
  const options = types.map((t) => ({ id: t.id_tipo_ayuda, label: t.n_tipo_ayuda }))
  const limits =
    chosen === undefined
      ? undefined
      : [
          `Monto máximo ${formatPesos(chosen.monto_maximo)}`,
          chosen.requiere_comprobante === "1" ? `requiere comprobante${chosen.documentos.length > 0 ? ` (${chosen.documentos.join(", ")})` : ""}` : "sin comprobante",
          `antigüedad mínima ${chosen.antiguedad_min_meses} meses`,
          ...(chosen.max_por_anio === null ? [] : [`hasta ${chosen.max_por_anio} por año`]),
        ].join(" · ")
  return (
    <div className="flex flex-col gap-1">
      <StoredChoiceSelect props={props} options={options} isRequired placeholder="Seleccione el tipo de ayuda" />
      {limits === undefined ? null : <p className="text-sm text-ink-700">{limits}</p>}
    </div>
  )
}

const accepted = ["application/pdf", "image/jpeg", "image/png"] as const

const { proof: proofOf, uploadProof } = aidCalls(api)

export const AidProofInput = (props: FieldRenderProps) => {
  const downloading = useExport(proofOf)
  const id = text(props.record?.id_ayuda)
  const { busy, choose } = useFileUpload((file) => uploadProof(id, file), props.onChange)
  const version = text(props.value)
  const editable = props.stored && props.record?.estado === "Capturada"
  if (!props.stored || id === "") {
    return (
      <section aria-labelledby="aid-proof-new" className="flex flex-col gap-1">
        <h3 id="aid-proof-new" className="text-sm font-medium text-ink-700">
          {props.field.label}
        </h3>
        <p className="text-sm text-ink-700">{aidMessages.comprobanteNueva}</p>
      </section>
    )
  }
  return (
    <section aria-label={props.field.label} className="flex flex-col gap-2">
      <FileField
        label={props.field.label}
        accept={accepted}
        fileName={version === "" ? null : `Comprobante ${version.slice(0, 6)}`}
        isDisabled={!editable || busy}
        description={`PDF, JPEG o PNG de hasta ${sizeText(aidProofMaxBytes)}; se guarda con el botón Guardar.`}
        errorMessage={props.error}
        onSelect={choose}
      />
      {version !== "" && props.record?.comprobante === version ? (
        <div>
          <Button variant="secondary" aria-busy={downloading.phase === "running"} onPress={() => downloading.run({ id_ayuda: Number(id), version })}>
            Descargar comprobante
          </Button>
        </div>
      ) : null}
    </section>
  )
}
