import { useState } from "react"
import { messages } from "../../domain/messages"
import { Button } from "./Button"
import { Spinner } from "./Spinner"

export interface ExportButtonProps {
  /** Runs the export (download and save); resolves when the file is handed to the browser. */
  readonly onExport: () => Promise<void>
  readonly label?: string
  readonly isDisabled?: boolean
}

/** The Excel export of a table: disabled and busy while the file is produced. */
export const ExportButton = ({ onExport, label = messages.exportarExcel, isDisabled = false }: ExportButtonProps) => {
  const [busy, setBusy] = useState(false)
  return (
    <Button
      variant="secondary"
      isDisabled={isDisabled || busy}
      onPress={() => {
        setBusy(true)
        void onExport().finally(() => setBusy(false))
      }}
    >
      {busy ? <Spinner /> : null}
      {busy ? messages.exportando : label}
    </Button>
  )
}
