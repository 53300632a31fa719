import { useState } from "react"
import { jobBoardCatalogs, jobBoardTexts } from "../../../domain/configuraciones/catalogos-bolsa-trabajo"
import { messages } from "../../../domain/messages"
import { exportJobBoardCatalog, readJobBoardConnection } from "../../../machines/configuraciones/catalogos-bolsa-trabajo-calls"
import { api } from "../../app/api"
import { useCommand } from "../../records/use-command"
import { useLoadedResource } from "../../records/use-loaded-resource"
import { ConfirmDialog } from "../../ui/ConfirmDialog"
import { PageTitle } from "../../ui/PageTitle"
import { Select } from "../../ui/Select"
import { BusyButton } from "../../ui/BusyButton"

const readConnection = readJobBoardConnection(api)
const exportCatalog = exportJobBoardCatalog(api)

/** Choose a catalogue, confirm, export; only when bolsa_conecta is '1'. */
export const JobBoardPage = () => {
  const [table, setTable] = useState("")
  const [touched, setTouched] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const connection = useLoadedResource("bolsa", readConnection, { toastOnFailure: true })
  // A failed read leaves the export off, as the server would refuse it.
  const connected = connection.phase === "failed" ? false : connection.value
  const exportRun = useCommand(exportCatalog)
  const exporting = exportRun.phase === "running"
  const problem = touched && table === "" ? messages.catalogoRequerido : null

  const ask = () => {
    setTouched(true)
    if (table !== "") setConfirming(true)
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
          <BusyButton busy={exporting} type="submit" isDisabled={exporting || connected !== true}>
            {exporting ? jobBoardTexts.exportando : jobBoardTexts.exportar}
          </BusyButton>
        </div>
      </form>
      <ConfirmDialog
        isOpen={confirming}
        title={jobBoardTexts.exportar}
        message={jobBoardTexts.confirmar}
        // Exporting again only rewrites the job board's copy: Enter may confirm at once.
        initialFocus="confirm"
        onConfirm={() => {
          setConfirming(false)
          exportRun.run(table)
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  )
}
