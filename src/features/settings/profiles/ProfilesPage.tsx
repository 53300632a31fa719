import { useCallback, useState } from "react"
import { eliminarPerfil, exportarPerfiles, getPerfiles, guardarPerfil, actualizarPerfil } from "../../../../domain/api/profiles"
import { messages } from "../../../../domain/messages"
import { type Profile, profileErrors } from "../../../../domain/profile"
import { type SaveInput, textOf } from "../../../../machines/recordModal"
import { api } from "../../../app/api"
import { ConfirmDialog } from "../../../ui/ConfirmDialog"
import type { TableColumn } from "../../../ui/DataTable"
import { IconButton, trashIcon, wrenchIcon } from "../../../ui/IconButton"
import { PageTitle } from "../../../ui/PageTitle"
import { TextField } from "../../../ui/TextField"
import { exportFile } from "../../../records/exportFile"
import { loadOutcome, saveOutcome, showActionOutcome } from "../../../records/outcomes"
import { RecordFormModal } from "../../../records/RecordFormModal"
import { RecordList } from "../../../records/RecordList"
import { useDeletion, useListPage, useRecordModal } from "../../../records/useRecordPage"
import { ModuleAssignmentModal } from "./ModuleAssignmentModal"

const columns: ReadonlyArray<TableColumn<Profile>> = [
  { id: "id_grupo", label: "Clave", isRowHeader: true, allowsSorting: true },
  { id: "n_grupo", label: "Perfil", allowsSorting: true },
]

const save = async ({ mode, values }: SaveInput) => {
  const form = { id_grupo: textOf(values, "id_grupo"), n_grupo: textOf(values, "n_grupo") }
  return mode === "add"
    ? saveOutcome(await api.call(guardarPerfil, form), messages.errorGuardarRegistro)
    : saveOutcome(await api.call(actualizarPerfil, form), messages.errorActualizarRegistro)
}

/** SPEC 2.9: 'Perfiles del sistema' (SIS150). */
export const ProfilesPage = () => {
  const list = useListPage<Profile>("/configuraciones/perfiles", async () => loadOutcome(await api.call(getPerfiles, {})))
  const reload = useCallback(() => list.send({ type: "RELOAD" }), [list])
  const modal = useRecordModal(
    {
      empty: { id_grupo: "", n_grupo: "" },
      keyField: "id_grupo",
      validate: (v) => profileErrors(v),
      closeOnCompletion: true,
    },
    save,
    reload,
  )
  const [assigning, setAssigning] = useState<Profile | null>(null)
  const deletion = useDeletion<Profile>(async (row) => {
    const result = await api.call(eliminarPerfil, { id_grupo: row.id_grupo })
    showActionOutcome(result, messages.errorEliminarRegistro, reload)
  })
  return (
    <>
      <PageTitle>Perfiles del sistema</PageTitle>
      <RecordList<Profile>
        list={list}
        label="Perfiles del sistema"
        columns={columns}
        rowId={(r) => r.id_grupo}
        onAdd={() => modal.send({ type: "OPEN_ADD" })}
        addLabel="Agregar perfil"
        onExport={() => exportFile(() => api.download(exportarPerfiles, {}))}
        onRowAction={(row) => modal.send({ type: "OPEN_EDIT", values: { ...row } })}
        actions={(row) => (
          <>
            <IconButton label={`Asignar módulos al perfil ${row.n_grupo}`} onPress={() => setAssigning(row)}>
              {wrenchIcon}
            </IconButton>
            <IconButton label={`Eliminar el perfil ${row.n_grupo}`} onPress={() => deletion.ask(row)}>
              {trashIcon}
            </IconButton>
          </>
        )}
      />
      <RecordFormModal modal={modal} addTitle="Agregar perfil" editTitle="Editar perfil">
        {({ values, errors, readOnlyKey, change, blur }) => (
          <>
            <TextField
              label="Clave"
              autoFocus
              value={textOf(values, "id_grupo")}
              onChange={(v) => change("id_grupo", v)}
              onBlur={() => blur("id_grupo")}
              errorMessage={errors.id_grupo ?? null}
              isReadOnly={readOnlyKey}
              maxLength={20}
              isRequired
            />
            <TextField
              label="Perfil"
              value={textOf(values, "n_grupo")}
              onChange={(v) => change("n_grupo", v)}
              onBlur={() => blur("n_grupo")}
              errorMessage={errors.n_grupo ?? null}
              maxLength={100}
              isRequired
            />
          </>
        )}
      </RecordFormModal>
      {assigning ? <ModuleAssignmentModal profile={assigning} onClose={() => setAssigning(null)} /> : null}
      <ConfirmDialog
        isOpen={deletion.pending !== null}
        isBusy={deletion.busy}
        onCancel={deletion.cancel}
        onConfirm={() => void deletion.confirm()}
      />
    </>
  )
}
