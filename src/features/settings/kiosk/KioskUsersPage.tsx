import { useSelector } from "@xstate/react"
import { useCallback } from "react"
import { catalogNames } from "../../../../domain/api/catalogs"
import {
  actualizarUsuarioKiosko,
  crearUsuarioKiosko,
  eliminarUsuarioKiosko,
  exportarUsuariosKiosko,
  filtrarUsuariosKiosko,
  getUsuariosKiosko,
} from "../../../../domain/api/kioskUsers"
import { type KioskUser, filterIsEmpty, kioskDefaults, kioskUserErrors } from "../../../../domain/kioskUser"
import { messages } from "../../../../domain/messages"
import type { Filters } from "../../../../machines/listPage"
import { type Mode, type SaveInput, type Values, textOf } from "../../../../machines/recordModal"
import { api } from "../../../app/api"
import { Checkbox } from "../../../ui/Checkbox"
import { ConfirmDialog } from "../../../ui/ConfirmDialog"
import type { TableColumn } from "../../../ui/DataTable"
import { IconButton, trashIcon } from "../../../ui/IconButton"
import { PageTitle } from "../../../ui/PageTitle"
import { PasswordField } from "../../../ui/PasswordField"
import { SearchSelect } from "../../../ui/SearchSelect"
import { TextField } from "../../../ui/TextField"
import { exportFile } from "../../../records/exportFile"
import { FlagMark } from "../../../records/FlagMark"
import { loadOutcome, saveOutcome, showActionOutcome } from "../../../records/outcomes"
import { RecordFormModal } from "../../../records/RecordFormModal"
import { RecordList } from "../../../records/RecordList"
import { useLookup } from "../../../records/useLookup"
import { useDeletion, useListPage, useRecordModal } from "../../../records/useRecordPage"
import { KioskFilterPanel } from "./KioskFilterPanel"

const columns: ReadonlyArray<TableColumn<KioskUser>> = [
  { id: "id_usuario", label: "Usuario", isRowHeader: true, allowsSorting: true },
  { id: "n_usuario", label: "Nombre", allowsSorting: true },
  { id: "id_empleado", label: "Número de colaborador", allowsSorting: true },
  { id: "activo", label: "Activo", render: (r) => <FlagMark value={r.activo} /> },
  { id: "comodin", label: "Comodin", render: (r) => <FlagMark value={r.comodin} /> },
  { id: "nuevo", label: "Sol. Nueva Contraseña", render: (r) => <FlagMark value={r.nuevo} /> },
]

const empty: Values = { id_empleado: "", id_usuario: "", n_usuario: "", password: "", password_confirm: "", ...kioskDefaults }
const v = textOf
const flag = (value: string) => (value === "1" ? ("1" as const) : ("0" as const))

const filterOf = (filters: Filters) => ({
  id_usuario: filters.id_usuario ?? "",
  n_usuario: filters.n_usuario ?? "",
  id_empleado: filters.id_empleado ?? "",
})

const save = async ({ mode, values }: SaveInput) => {
  const form = {
    id_empleado: Number(v(values, "id_empleado")),
    id_usuario: v(values, "id_usuario").trim(),
    n_usuario: v(values, "n_usuario").trim(),
    password: v(values, "password"),
    password_confirm: v(values, "password_confirm"),
    activo: flag(v(values, "activo")),
    comodin: flag(v(values, "comodin")),
    nuevo: flag(v(values, "nuevo")),
  }
  return mode === "add"
    ? saveOutcome(await api.call(crearUsuarioKiosko, form), messages.errorCrearUsuario)
    : saveOutcome(await api.call(actualizarUsuarioKiosko, form), messages.errorActualizarRegistro)
}

/** SPEC 2.12: 'Usuarios del KIOSKO' (SIS903). */
export const KioskUsersPage = () => {
  const list = useListPage<KioskUser>("/configuraciones/usuarios-kiosko", async (filters) =>
    loadOutcome(filterIsEmpty(filters) ? await api.call(getUsuariosKiosko, {}) : await api.call(filtrarUsuariosKiosko, filterOf(filters))),
  )
  const filters = useSelector(list, (s) => s.context.filters)
  const reload = useCallback(() => list.send({ type: "RELOAD" }), [list])
  const modal = useRecordModal(
    {
      empty,
      keyField: "id_usuario",
      validate: (values, mode: Mode) =>
        kioskUserErrors(
          {
            id_empleado: v(values, "id_empleado"),
            id_usuario: v(values, "id_usuario"),
            n_usuario: v(values, "n_usuario"),
            password: v(values, "password"),
            password_confirm: v(values, "password_confirm"),
          },
          mode,
        ),
    },
    save,
    reload,
  )
  const employees = useLookup(catalogNames.empleadosActivos, "id_empleado", "n_empleado")
  const deletion = useDeletion<KioskUser>(async (row) => {
    const result = await api.call(eliminarUsuarioKiosko, { id_usuario: row.id_usuario })
    showActionOutcome(result, messages.errorEliminarUsuario, reload)
  })
  return (
    <>
      <PageTitle>Usuarios del KIOSKO</PageTitle>
      <RecordList<KioskUser>
        list={list}
        label="Usuarios del KIOSKO"
        columns={columns}
        rowId={(r) => r.id_usuario}
        onAdd={() => modal.send({ type: "OPEN_ADD" })}
        addLabel="Agregar usuario"
        onExport={() => exportFile(() => api.download(exportarUsuariosKiosko, filterOf(filters)))}
        onRowAction={(row) =>
          modal.send({
            type: "OPEN_EDIT",
            values: { id_empleado: String(row.id_empleado), id_usuario: row.id_usuario, n_usuario: row.n_usuario, activo: row.activo, comodin: row.comodin, nuevo: row.nuevo },
          })
        }
        actions={(row) => (
          <IconButton label={`Eliminar el usuario ${row.id_usuario}`} onPress={() => deletion.ask(row)}>
            {trashIcon}
          </IconButton>
        )}
        before={
          <KioskFilterPanel
            filters={filters}
            onApply={(f) => list.send({ type: "APPLY_FILTERS", filters: f })}
            onClear={() => list.send({ type: "CLEAR_FILTERS" })}
          />
        }
      />
      <RecordFormModal modal={modal} addTitle="Agregar usuario del kiosko" editTitle="Editar usuario del kiosko">
        {({ values, errors, readOnlyKey, change, blur }) => (
          <>
            <SearchSelect
              autoFocus
              label="Colaborador"
              items={employees.map((e) => ({ id: e.id, label: `${e.id} - ${e.label}` }))}
              selectedId={v(values, "id_empleado") || null}
              onChange={(id) => {
                change("id_empleado", id ?? "")
                const chosen = employees.find((e) => e.id === id)
                if (chosen && v(values, "n_usuario") === "") change("n_usuario", chosen.label)
              }}
              onBlur={() => blur("id_empleado")}
              errorMessage={errors.id_empleado ?? null}
              isRequired
            />
            <TextField
              label="Usuario"
              value={v(values, "id_usuario")}
              onChange={(x) => change("id_usuario", x)}
              onBlur={() => blur("id_usuario")}
              errorMessage={errors.id_usuario ?? null}
              isReadOnly={readOnlyKey}
              maxLength={20}
              isRequired
            />
            <TextField
              label="Nombre"
              value={v(values, "n_usuario")}
              onChange={(x) => change("n_usuario", x)}
              onBlur={() => blur("n_usuario")}
              errorMessage={errors.n_usuario ?? null}
              maxLength={150}
              isRequired
            />
            <PasswordField
              label="Contraseña"
              autoComplete="new-password"
              value={v(values, "password")}
              onChange={(x) => change("password", x)}
              onBlur={() => blur("password")}
              errorMessage={errors.password ?? null}
            />
            <PasswordField
              label="Confirmar contraseña"
              autoComplete="new-password"
              value={v(values, "password_confirm")}
              onChange={(x) => change("password_confirm", x)}
              onBlur={() => blur("password_confirm")}
              errorMessage={errors.password_confirm ?? null}
            />
            <div className="flex flex-wrap gap-6">
              <Checkbox isSelected={v(values, "activo") === "1"} onChange={(on) => change("activo", on ? "1" : "0")}>
                Activo
              </Checkbox>
              <Checkbox isSelected={v(values, "comodin") === "1"} onChange={(on) => change("comodin", on ? "1" : "0")}>
                Comodin
              </Checkbox>
              <Checkbox isSelected={v(values, "nuevo") === "1"} onChange={(on) => change("nuevo", on ? "1" : "0")}>
                Sol. Nueva Contraseña
              </Checkbox>
            </div>
          </>
        )}
      </RecordFormModal>
      <ConfirmDialog isOpen={deletion.pending !== null} isBusy={deletion.busy} onCancel={deletion.cancel} onConfirm={() => void deletion.confirm()} />
    </>
  )
}
