import { policyMaxBytes } from "../../../domain/clima-laboral/proyectos-politica-api"
import { sizeText } from "../../../domain/size-limits"
import { climateProjectCalls } from "../../../machines/clima-laboral/proyectos-calls"
import { api } from "../../app/api"
import { textOf } from "../../records/RecordImageInput"
import { SignedScanDialog } from "../../records/SignedScanDialog"

// "Política de prevención" of a project's row (NOM-035 5.1, the Guía IV model): a PDF uploaded at
// once (the file-upload machine; the server judges it by its bytes and names it on the project,
// replacing the one before), and the stored one opened. Once kept the dialog closes and the list
// is read again; CLI260 counts the policy from then on.

type Row = Readonly<Record<string, unknown>>

export const policyTexts = {
  adjuntar: (proyecto: string) => `Política de prevención del proyecto ${proyecto}`,
  titulo: "Política de prevención",
  ayuda: `PDF de hasta ${sizeText(policyMaxBytes)} (modelo de la Guía IV de la NOM-035). Al elegirlo queda guardado en el proyecto y reemplaza al anterior.`,
  archivo: "Política de prevención de riesgos psicosociales",
  adjunto: (version: string) => `Política de prevención (${version})`,
  ver: "Ver política de prevención",
  cerrar: "Cerrar",
} as const

const { policy, uploadPolicy } = climateProjectCalls(api)

export const PolicyDialog = ({ row, onClose, reload }: { readonly row: Row; readonly onClose: () => void; readonly reload: () => void }) => (
  <SignedScanDialog
    title={`${policyTexts.titulo}: ${textOf(row.n_proyecto)}`}
    texts={policyTexts}
    id={textOf(row.id_proyecto)}
    version={textOf(row.politica_prevencion)}
    upload={uploadPolicy}
    open={policy}
    onClose={onClose}
    reload={reload}
  />
)
