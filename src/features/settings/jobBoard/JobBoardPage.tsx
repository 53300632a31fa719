import { useEffect, useState } from "react"
import { exportarCatalogoBolsa, getBolsaConecta } from "../../../../domain/api/job-board"
import { jobBoardCatalogs, jobBoardTexts } from "../../../../domain/job-board"
import { messages } from "../../../../domain/messages"
import { api } from "../../../app/api"
import { Button } from "../../../ui/Button"
import { ConfirmDialog } from "../../../ui/ConfirmDialog"
import { PageTitle } from "../../../ui/PageTitle"
import { Select } from "../../../ui/Select"
import { Spinner } from "../../../ui/Spinner"
import { toastQueue } from "../../../ui/toastQueue"

type Phase = "idle" | "confirming" | "exporting"

/** Choose a catalogue, confirm, export; only when bolsa_conecta is '1'. */
export const JobBoardPage = () => {
  const [table, setTable] = useState("")
  const [touched, setTouched] = useState(false)
  const [phase, setPhase] = useState<Phase>("idle")
  const [connected, setConnected] = useState<boolean | null>(null)

  useEffect(() => {
    void api.call(getBolsaConecta, {}).then((result) => {
      if (result.ok) setConnected(result.value.result[0]?.bolsa_conecta === "1")
      else {
        setConnected(false)
        toastQueue.add({ tone: "error", title: result.status === null ? messages.errorGeneral : messages.errorObtener })
      }
    })
  }, [])

  const problem = touched && table === "" ? messages.catalogoRequerido : null

  const ask = () => {
    setTouched(true)
    if (table !== "") setPhase("confirming")
  }

  const run = async () => {
    setPhase("exporting")
    const result = await api.call(exportarCatalogoBolsa, { table })
    setPhase("idle")
    if (result.ok) {
      toastQueue.add({ tone: "success", title: messages.datosExportados, message: jobBoardTexts.exportados(result.value.result.exportados) })
    } else if (result.status !== null && result.status < 500 && result.message !== "") {
      toastQueue.add({ tone: "warning", title: result.message })
    } else toastQueue.add({ tone: "error", title: messages.errorExportar })
  }

  return (
    <>
      <PageTitle>{jobBoardTexts.titulo}</PageTitle>
      {connected === false ? (
        <p role="status" className="mb-4 max-w-xl rounded-md border border-ink-200 bg-white p-4 text-ink-700">
          {jobBoardTexts.desconectada}
        </p>
      ) : null}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          ask()
        }}
        className="flex max-w-md flex-col gap-4"
      >
        <Select
          label={jobBoardTexts.catalogo}
          placeholder={jobBoardTexts.elegir}
          isRequired
          value={table}
          options={jobBoardCatalogs.map((c) => ({ id: c.key, label: c.label }))}
          onChange={setTable}
          onBlur={() => setTouched(true)}
          errorMessage={problem}
        />
        <div>
          <Button type="submit" isDisabled={phase === "exporting" || connected !== true}>
            {phase === "exporting" ? <Spinner className="h-4 w-4 text-white" /> : null}
            {phase === "exporting" ? jobBoardTexts.exportando : jobBoardTexts.exportar}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        isOpen={phase === "confirming"}
        title={jobBoardTexts.exportar}
        message={jobBoardTexts.confirmar}
        // Exporting again only rewrites the job board's copy: Enter may confirm at once.
        initialFocus="confirm"
        onConfirm={() => void run()}
        onCancel={() => setPhase("idle")}
      />
    </>
  )
}
