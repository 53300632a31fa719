import { useState } from "react"
import { imprimirReconocimiento } from "../../../../domain/api/personal-documents"
import { recognitions, recognitionsEndpoints } from "../../../../domain/records/personal/recognitions"
import { api } from "../../../app/api"
import type { FieldRenderProps } from "../../../records/RecordForm"
import { RecordPage } from "../../../records/RecordPage"
import { Button } from "../../../ui/Button"
import { IconButton, printIcon } from "../../../ui/IconButton"
import { DocumentEmployeePicker } from "./DocumentEmployeePicker"
import { ManyRecognitionsDialog } from "./ManyRecognitionsDialog"
import { SeniorityDialog } from "./SeniorityDialog"
import { downloadPdf } from "./pdfDownload"

// Reconocimientos (DOMAIN-MX 4.12; GP100): the list (Folio, Colaborador, Tipo, Fecha, Motivo,
// Publicado) with its filters and export; the form for one person; "Reconocer a varios" for many
// at once; "Sugerencias de antigüedad" for this month's 5 to 25-year anniversaries, accepted in
// one step; and each row's diploma (PDF).

type Row = Readonly<Record<string, unknown>>
const text = (v: unknown): string => (typeof v === "string" ? v : "")

export const RecognitionsPage = ({ pageKey }: { readonly pageKey: string }) => {
  const [dialog, setDialog] = useState<"varios" | "antiguedad" | null>(null)
  const [version, setVersion] = useState(0)
  return (
    <>
      <RecordPage
        key={version}
        descriptor={recognitions}
        endpoints={recognitionsEndpoints}
        pageKey={pageKey}
        toolbar={
          <>
            <Button variant="secondary" onPress={() => setDialog("antiguedad")}>
              Sugerencias de antigüedad
            </Button>
            <Button variant="secondary" onPress={() => setDialog("varios")}>
              Reconocer a varios
            </Button>
          </>
        }
        formProps={{ render: { id_empleado: (props: FieldRenderProps) => <DocumentEmployeePicker {...props} options={{ facts: true }} /> } }}
        deleteLabel={(row) => `Eliminar el reconocimiento ${text(row.folio)}`}
        rowActions={(row: Row) => (
          <IconButton
            label={`Imprimir el diploma ${text(row.folio)}`}
            onPress={() => void downloadPdf(() => api.download(imprimirReconocimiento, { id_reconocimiento: Number(row.id_reconocimiento) }), "Diploma descargado")}
          >
            {printIcon}
          </IconButton>
        )}
      />
      <ManyRecognitionsDialog isOpen={dialog === "varios"} onClose={() => setDialog(null)} onSaved={() => setVersion((v) => v + 1)} />
      <SeniorityDialog isOpen={dialog === "antiguedad"} onClose={() => setDialog(null)} onSaved={() => setVersion((v) => v + 1)} />
    </>
  )
}
