import { useActorRef, useSelector } from "@xstate/react"
import { Label } from "react-aria-components/Label"
import { ProgressBar } from "react-aria-components/ProgressBar"
import { type ImportProblem, importMaxProblems } from "../../../domain/personal/gestion-personal-import-api"
import { fromPromise } from "xstate"
import { importEmployeesMachine } from "../../../machines/personal/gestion-personal-import"
import { importTemplate, sendImport } from "../../../machines/personal/gestion-personal-import-calls"
import { api } from "../../app/api"
import { saveFile } from "../../api/save-file"
import { Button } from "../../ui/Button"
import { DataTable } from "../../ui/DataTable"
import { FileField } from "../../ui/FileField"
import { Modal } from "../../ui/Modal"
import { useToasts } from "../../records/use-toasts"

// Importar colaboradores (issue 13, deliverable 5) on Gestión de personal: download the template,
// choose the filled file, Revisar archivo lists every problem (row, column, message) without
// storing anything, and Importar (enabled once the same file was checked clean) stores every row
// in one go. While a file travels a progress bar shows the upload, then the server's work: the
// machine's send reports both, through the API port's upload.

export const importTexts = {
  abrir: "Importar colaboradores",
  titulo: "Importar colaboradores",
  paso1: "Descargue la plantilla y llénela a partir de la fila 2: una fila por colaborador; las claves de empresas, centros, departamentos, puestos, posiciones vacantes y catálogos están en la hoja «Claves».",
  plantilla: "Descargar plantilla",
  archivo: "Archivo de Excel (.xlsx)",
  archivoAyuda: "Hasta 10,000 colaboradores por archivo. No se guarda nada mientras el archivo tenga problemas.",
  revisar: "Revisar archivo",
  importar: "Importar",
  cerrar: "Cerrar",
  enviando: "Enviando archivo",
  procesando: (validar: boolean) => (validar ? "Revisando el archivo" : "Importando colaboradores"),
  problemas: "Problemas del archivo",
  sinProblemasTabla: "El archivo no tiene problemas",
  truncado: (shown: number, total: number) => `Se muestran los primeros ${shown.toLocaleString("es-MX")} de ${total.toLocaleString("es-MX")} problemas.`,
  fila: "Fila",
  columna: "Columna",
  mensaje: "Problema",
  revisarPrimero: "Revise el archivo antes de importarlo.",
} as const

const problemColumns = [
  { id: "fila", label: importTexts.fila, isRowHeader: true, render: (p: ImportProblem & { readonly key: string }) => p.fila.toLocaleString("es-MX") },
  { id: "columna", label: importTexts.columna },
  { id: "mensaje", label: importTexts.mensaje },
] as const

const machine = importEmployeesMachine.provide({
  actors: {
    send: fromPromise(({ input }) => sendImport(api)(input)),
    downloadTemplate: fromPromise(importTemplate(api, saveFile)),
  },
})

export const ImportEmployeesDialog = () => {
  const actor = useActorRef(machine)
  useToasts(actor)
  const isOpen = useSelector(actor, (s) => s.matches({ dialog: "open" }))
  const sending = useSelector(actor, (s) => s.matches({ dialog: { open: "sending" } }))
  const downloading = useSelector(actor, (s) => s.matches({ template: "downloading" }))
  const { file, checked, outcome, validar, fraction } = useSelector(actor, (s) => s.context)
  const phase = sending ? { kind: "sending" as const, validar, fraction } : { kind: "idle" as const }
  const close = () => actor.send({ type: "CLOSE" })
  const download = () => actor.send({ type: "DOWNLOAD_TEMPLATE" })
  const send = (check: boolean) => actor.send({ type: check ? "CHECK" : "IMPORT" })

  const result = outcome?.ok === true ? outcome.result : null
  const rows = (result?.problemas ?? []).map((p, i) => ({ ...p, key: String(i) }))
  return (
    <>
      <Button variant="secondary" onPress={() => actor.send({ type: "OPEN" })}>
        {importTexts.abrir}
      </Button>
      <Modal title={importTexts.titulo} isOpen={isOpen} onClose={close} size="lg" isDismissable={!sending}>
        <div className="flex flex-col gap-4">
          <p className="text-sm text-ink-800">{importTexts.paso1}</p>
          <div>
            <Button variant="secondary" onPress={download} isDisabled={downloading}>
              {importTexts.plantilla}
            </Button>
          </div>
          <FileField
            label={importTexts.archivo}
            accept={[".xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"]}
            fileName={file?.name ?? null}
            description={importTexts.archivoAyuda}
            isDisabled={sending}
            onSelect={(chosen) => actor.send({ type: "CHOOSE", file: chosen })}
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onPress={() => send(true)} isDisabled={file === null || sending}>
              {importTexts.revisar}
            </Button>
            <Button onPress={() => send(false)} isDisabled={file === null || sending || checked !== file}>
              {importTexts.importar}
            </Button>
          </div>
          {file !== null && checked !== file && !sending ? <p className="text-sm text-ink-700">{importTexts.revisarPrimero}</p> : null}
          {phase.kind === "sending" ? (
            <ProgressBar
              value={phase.fraction === null ? undefined : Math.round(phase.fraction * 100)}
              isIndeterminate={phase.fraction === null}
              className="flex flex-col gap-1"
            >
              {({ percentage, valueText }) => (
                <>
                  <div className="flex justify-between text-sm">
                    <Label className="font-medium text-ink-800">{phase.fraction === null ? importTexts.procesando(phase.validar) : importTexts.enviando}</Label>
                    {phase.fraction === null ? null : <span className="text-ink-700">{valueText}</span>}
                  </div>
                  <div className="h-2 w-full overflow-hidden rounded bg-ink-100">
                    <div
                      className={`h-full rounded bg-brand-700 ${phase.fraction === null ? "w-1/3 animate-pulse" : ""}`}
                      style={phase.fraction === null ? undefined : { width: `${percentage ?? 0}%` }}
                    />
                  </div>
                </>
              )}
            </ProgressBar>
          ) : null}
          <div role="status" aria-live="polite" className="text-sm font-semibold text-ink-900">
            {outcome === null ? null : outcome.message}
          </div>
          {result !== null && result.total_problemas > 0 ? (
            <div className="flex flex-col gap-2">
              {result.total_problemas > result.problemas.length ? (
                <p className="text-sm text-ink-700">{importTexts.truncado(Math.min(importMaxProblems, result.problemas.length), result.total_problemas)}</p>
              ) : null}
              <DataTable label={importTexts.problemas} columns={problemColumns} rows={rows} rowId={(p) => p.key} emptyText={importTexts.sinProblemasTabla} />
            </div>
          ) : null}
          <div className="flex justify-end">
            <Button variant="ghost" onPress={close} isDisabled={sending}>
              {importTexts.cerrar}
            </Button>
          </div>
        </div>
      </Modal>
    </>
  )
}
