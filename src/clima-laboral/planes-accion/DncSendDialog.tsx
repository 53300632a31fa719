import { useState } from "react"
import { catalogNames } from "../../../domain/api/catalogs"
import { dncSendCatalogNames, dncSendMessages } from "../../../domain/clima-laboral/planes-accion-api"
import { climateActionCalls } from "../../../machines/clima-laboral/planes-accion-calls"
import { api } from "../../app/api"
import { textOf } from "../../records/RecordImageInput"
import { useCommand } from "../../records/use-command"
import { useLookup } from "../../records/use-lookup"
import { CancelAndSubmit } from "../../ui/CancelAndSubmit"
import { Modal } from "../../ui/Modal"
import { SearchSelect } from "../../ui/SearchSelect"

// "Enviar a DNC" of a training action's row: the DNC project in capture (Formación, FOR100) and
// the department whose people take it; the server makes it a need of that project once and the
// list, read again, shows the project in "Enviada a DNC".

type Row = Readonly<Record<string, unknown>>

export const dncSendTexts = {
  enviar: (accion: string) => `Enviar a un proyecto DNC la acción ${accion}`,
  titulo: "Enviar a un proyecto DNC",
  proyecto: "Proyecto DNC",
  proyectoAyuda: "Los proyectos DNC en borrador o en captura de sus empresas",
  depto: "Departamento",
  deptoAyuda: "Se habilita al elegir el proyecto DNC",
  aceptar: "Enviar",
} as const

const { sendToDnc } = climateActionCalls(api)

export const DncSendDialog = ({ row, onClose, reload }: { readonly row: Row; readonly onClose: () => void; readonly reload: () => void }) => {
  const [project, setProject] = useState<string | null>(null)
  const [depto, setDepto] = useState<string | null>(null)
  const [tried, setTried] = useState(false)
  const projects = useLookup(dncSendCatalogNames.proyectosDnc, "id_proyecto_dnc", "n_proyecto", undefined, "id_empresa")
  const company = projects.find((p) => p.id === project)?.proposed ?? ""
  const deptos = useLookup(catalogNames.departamentosDelRol, "id_depto", "n_depto", { column: "id_empresa", value: company })
  const sending = useCommand(sendToDnc, {
    onDone: () => {
      reload()
      onClose()
    },
  })
  // The server's refusal of a field, under it until the next send or a new choice.
  const refused = (campo: string) => sending.refusal?.problemas?.find((p) => p.campo === campo)?.mensaje ?? null
  const forget = () => {
    if (sending.refusal !== null) sending.reset()
  }
  const submit = () => {
    setTried(true)
    if (project === null || depto === null) return
    sending.run({ id_accion: Number(row.id_accion), id_proyecto_dnc: Number(project), id_depto: Number(depto) })
  }
  return (
    <Modal title={`${dncSendTexts.titulo}: ${textOf(row.accion).slice(0, 60)}`} isOpen onClose={onClose}>
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <SearchSelect
          label={dncSendTexts.proyecto}
          items={projects}
          selectedId={project}
          onChange={(id) => {
            setProject(id)
            setDepto(null)
            forget()
          }}
          isRequired
          description={dncSendTexts.proyectoAyuda}
          errorMessage={tried && project === null ? dncSendMessages.proyecto : refused("id_proyecto_dnc")}
        />
        <SearchSelect
          label={dncSendTexts.depto}
          items={deptos}
          selectedId={depto}
          onChange={(id) => {
            setDepto(id)
            forget()
          }}
          isRequired
          isDisabled={project === null}
          {...(project === null ? { description: dncSendTexts.deptoAyuda } : {})}
          errorMessage={tried && project !== null && depto === null ? dncSendMessages.depto : refused("id_depto")}
        />
        <CancelAndSubmit submitLabel={dncSendTexts.aceptar} onCancel={onClose} busy={sending.phase === "running"} className="flex flex-wrap justify-end gap-2" />
      </form>
    </Modal>
  )
}
