import { useMemo, useState } from "react"
import { settlementLetters, settlementLettersEndpoints } from "../../../domain/finiquitos/cartas-finiquito"
import { letterTypeChoices } from "../../../domain/finiquitos/cartas-finiquito-vocabulary"
import { choiceLabel } from "../../../domain/records/field"
import { settlementLetterCalls } from "../../../machines/finiquitos/cartas-finiquito-calls"
import { api } from "../../app/api"
import type { FormSection } from "../../records/RecordForm"
import { textOf } from "../../records/RecordImageInput"
import { RecordPage } from "../../records/RecordPage"
import { useArrival } from "../../records/use-arrival"
import { IconButton, attachIcon } from "../../ui/IconButton"
import { IssuedLetter } from "./IssuedLetter"
import { SignedLetterDialog, signedLetterTexts } from "./SignedLetterDialog"

// FIN200 Cartas finiquito (MODULES-MX §1.7): the list (Folio, Colaborador, Tipo, Neto, Fecha
// firma, Estado) with its filters and export; the letter on a page of its own (its terms, the
// two witnesses, its template text, and once issued the frozen text); each row's workflow
// actions (Emitir, Marcar firmada, Registrar ratificación, Reemitir, Cancelar) and its PDF are
// the platform's; "Adjuntar firmada" uploads the signed scan. Reached from Solicitud de finiquito
// ("Generar carta", `?finiquito=`), the add form opens on that finiquito.

type Row = Readonly<Record<string, unknown>>

const sections: ReadonlyArray<FormSection> = [
  { title: "Carta", fields: ["id_finiquito", "tipo", "lugar", "f_firma", "id_representante"] },
  { title: "Testigos", fields: ["testigos"] },
  { title: "Texto", fields: ["texto"] },
  { title: "Emisión", fields: [], content: (record) => <IssuedLetter record={record} /> },
]

const columns = {
  tipo: { render: (row: Row) => choiceLabel(letterTypeChoices, typeof row.tipo === "string" ? row.tipo : "") },
}

const calls = settlementLetterCalls(api)

export const SettlementLettersPage = ({ finiquito, onFiniquitoTaken }: { readonly finiquito?: number; readonly onFiniquitoTaken: () => void }) => {
  // Which row's signed-letter dialog is open (the row and the list's reload), none when closed.
  const [attaching, setAttaching] = useState<{ readonly row: Row; readonly reload: () => void } | null>(null)
  const arrival = useArrival(finiquito ?? null, calls.finiquito, onFiniquitoTaken)
  const addWith = useMemo(() => (arrival === null ? null : { id_finiquito: textOf(arrival.id_finiquito) }), [arrival])
  return (
    <>
      <RecordPage
        descriptor={settlementLetters}
        endpoints={settlementLettersEndpoints}
        pageKey="/finiquitos/cartas-finiquito"
        layout="page"
        columns={columns}
        formProps={{ sections }}
        addWith={addWith}
        documentName={(_, row) => `la carta ${textOf(row.folio)}`}
        rowActions={(row, reload) =>
          row.estado === "Emitida" || row.estado === "Firmada" ? (
            <IconButton opensDialog label={signedLetterTexts.adjuntar(textOf(row.folio))} onPress={() => setAttaching({ row, reload })}>
              {attachIcon}
            </IconButton>
          ) : null
        }
      />
      {attaching === null ? null : <SignedLetterDialog row={attaching.row} reload={attaching.reload} onClose={() => setAttaching(null)} />}
    </>
  )
}
