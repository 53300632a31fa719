import { letterTemplates, letterTemplatesEndpoints } from "../../../domain/personal/plantillas-carta"
import type { FieldRenderProps } from "../../records/RecordForm"
import { RecordPage } from "../../records/RecordPage"
import { TemplateInput } from "./LetterTextInput"

// Plantillas de carta (GP210): the letter types with their class and template, the same rows as
// "Tipos de carta" in Tablas de referencia de personal (one source: see the descriptor). The
// template's input says which `{datos}` it holds that no letter fills.
export const LetterTemplatesPage = ({ pageKey }: { readonly pageKey: string }) => (
  <RecordPage
    descriptor={letterTemplates}
    endpoints={letterTemplatesEndpoints}
    pageKey={pageKey}
    formProps={{ render: { plantilla: (props: FieldRenderProps) => <TemplateInput {...props} /> } }}
  />
)
