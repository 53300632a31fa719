import { useState } from "react"
import { recognitions, recognitionsEndpoints } from "../../../domain/personal/reconocimientos"
import { printDiploma } from "../../../machines/personal/reconocimientos-calls"
import { api } from "../../app/api"
import type { FieldRenderProps } from "../../records/RecordForm"
import { RecordPage } from "../../records/RecordPage"
import { useExport } from "../../records/use-export"
import { Button } from "../../ui/Button"
import { IconButton, printIcon } from "../../ui/IconButton"
import { DocumentEmployeePicker } from "../DocumentEmployeePicker"
import { ManyRecognitionsDialog } from "./ManyRecognitionsDialog"
import { SeniorityDialog } from "../cartas-laborales/SeniorityDialog"

// Reconocimientos (DOMAIN-MX 4.12; GP100): the list (Folio, Colaborador, Tipo, Fecha, Motivo,
// Publicado) with its filters and export; the form for one person; "Reconocer a varios" for many
// at once; "Sugerencias de antigüedad" for this month's 5 to 25-year anniversaries, accepted in
// one step; and each row's diploma (PDF).

type Row = Readonly<Record<string, unknown>>
const text = (v: unknown): string => (typeof v === "string" ? v : "")

const diploma = printDiploma(api)

export const RecognitionsPage = ({ pageKey }: { readonly pageKey: string }) => {
  const [dialog, setDialog] = useState<"varios" | "antiguedad" | null>(null)
  const printing = useExport(diploma)
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
          <IconButton label={`Imprimir el diploma ${text(row.folio)}`} onPress={() => printing.run(Number(row.id_reconocimiento))}>
            {printIcon}
          </IconButton>
        )}
      />
      <ManyRecognitionsDialog isOpen={dialog === "varios"} onClose={() => setDialog(null)} onSaved={() => setVersion((v) => v + 1)} />
      <SeniorityDialog isOpen={dialog === "antiguedad"} onClose={() => setDialog(null)} onSaved={() => setVersion((v) => v + 1)} />
    </>
  )
}
