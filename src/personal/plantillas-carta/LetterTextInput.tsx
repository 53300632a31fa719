import { letterMessages } from "../../../domain/personal/documents-vocabulary"
import { unknownPlaceholders } from "../../../domain/personal/plantillas-carta-rules"
import { readLetterTemplate } from "../../../machines/personal/plantillas-carta-calls"
import { api } from "../../app/api"
import { FieldInput } from "../../records/FieldInput"
import type { FieldRenderProps } from "../../records/RecordForm"
import { useCommand } from "../../records/use-command"
import { Button } from "../../ui/Button"

// A letter's text or a template: the textarea, a line naming the `{datos}` it uses that are no
// placeholder (they print as written: domain/personal/plantillas-carta-rules.ts), and for a letter a button
// that brings its type's template in to edit (an empty text takes it when saved).

const text = (v: unknown): string => (typeof v === "string" ? v : "")

export const UnknownPlaceholders = ({ value }: { readonly value: string }) => {
  const unknown = unknownPlaceholders(value)
  if (unknown.length === 0) return null
  return (
    <p role="status" className="text-sm font-medium text-amber-900">
      {`Datos no reconocidos: ${unknown.join(", ")}. ${letterMessages.datosDesconocidos}.`}
    </p>
  )
}

export const TemplateInput = (props: FieldRenderProps) => (
  <div className="flex flex-col gap-1">
    <FieldInput {...props} />
    <UnknownPlaceholders value={text(props.value)} />
  </div>
)

const readTemplate = readLetterTemplate(api)

export const LetterTextInput = (props: FieldRenderProps & { readonly frozen: boolean }) => {
  const tipo = text(props.values.id_tipo_carta)
  const loading = useCommand(readTemplate, { onDone: (plantilla) => props.onChange(plantilla) })
  return (
    <div className="flex flex-col gap-2">
      <FieldInput {...props} isReadOnly={props.isReadOnly || props.frozen} />
      <UnknownPlaceholders value={text(props.value)} />
      {props.frozen ? null : (
        <div>
          <Button variant="secondary" isDisabled={tipo === ""} onPress={() => loading.run(tipo)}>
            Cargar la plantilla del tipo
          </Button>
        </div>
      )}
    </div>
  )
}
