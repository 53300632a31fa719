import { useState } from "react"
import { pipelineCatalogNames } from "../../../domain/seleccion/asignacion-candidatos-lookups"
import { candidateRecordCalls } from "../../../machines/seleccion/gestion-candidatos-calls"
import { api } from "../../app/api"
import { useCommand } from "../../records/use-command"
import { useLookup } from "../../records/use-lookup"
import { CancelAndSubmit } from "../../ui/CancelAndSubmit"
import { Modal } from "../../ui/Modal"
import { SearchSelect } from "../../ui/SearchSelect"

// "Asignar a vacante" of Gestión de candidatos (SEL200): a vacancy of the caller's work centres is
// chosen and the candidate enters its first stage (the board's /asignar-candidato). The server's
// refusal (already in it, the vacancy paused, another company) stays under the select.

export const assignDialogTexts = {
  titulo: (name: string) => `Asignar a ${name} a una vacante`,
  vacante: "Vacante",
  asignar: "Asignar",
  requerida: "La vacante es requerida",
} as const

const { assign } = candidateRecordCalls(api)

export const AssignDialog = ({ id, name, onClose, reload }: { readonly id: number; readonly name: string; readonly onClose: () => void; readonly reload: () => void }) => {
  const [vacancy, setVacancy] = useState<string | null>(null)
  const [tried, setTried] = useState(false)
  const vacancies = useLookup(pipelineCatalogNames.vacantes, "id_vacante", "n_vacante")
  const assigning = useCommand(assign, {
    onDone: () => {
      reload()
      onClose()
    },
  })
  const refusal = assigning.refusal?.message ?? null
  return (
    <Modal title={assignDialogTexts.titulo(name)} isOpen onClose={onClose} isDismissable={assigning.phase !== "running"}>
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          setTried(true)
          if (vacancy !== null) assigning.run({ id_candidato: id, id_vacante: Number(vacancy) })
        }}
      >
        <SearchSelect
          label={assignDialogTexts.vacante}
          items={vacancies}
          selectedId={vacancy}
          onChange={(v) => {
            setVacancy(v)
            if (assigning.refusal !== null) assigning.reset()
          }}
          isRequired
          errorMessage={tried && vacancy === null ? assignDialogTexts.requerida : refusal}
        />
        <CancelAndSubmit submitLabel={assignDialogTexts.asignar} onCancel={onClose} busy={assigning.phase === "running"} />
      </form>
    </Modal>
  )
}
