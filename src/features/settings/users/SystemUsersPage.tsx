import { useCallback } from "react"
import { catalogNames } from "../../../../domain/api/catalogs"
import {
  actualizarUsuario,
  crearUsuario,
  eliminarPermiso,
  eliminarUsuario,
  exportarUsuarios,
  getUsuarios,
  guardarPermiso,
} from "../../../../domain/api/systemUsers"
import { messages } from "../../../../domain/messages"
import { type SystemUser, systemUserErrors } from "../../../../domain/systemUser"
import { type SaveInput, type Values, textOf } from "../../../../machines/recordModal"
import { api } from "../../../app/api"
import { Checkbox } from "../../../ui/Checkbox"
import { ConfirmDialog } from "../../../ui/ConfirmDialog"
import type { TableColumn } from "../../../ui/DataTable"
import { IconButton, keyIcon, trashIcon } from "../../../ui/IconButton"
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

type Row = SystemUser & { readonly id_empleado_texto: string }

const columns: ReadonlyArray<TableColumn<Row>> = [
  {
    id: "id_usuario",
    label: "Usuario",
    isRowHeader: true,
    allowsSorting: true,
    // A user without access stays listed, struck through; the row's key button says which way it goes.
    render: (r) => <span className={r.activo === "1" ? "" : "text-ink-600 line-through"}>{r.id_usuario}</span>,
  },
  { id: "n_usuario", label: "Nombre", allowsSorting: true },
  { id: "id_empleado", label: "Número de colaborador", allowsSorting: true },
  { id: "n_grupo", label: "Grupo", allowsSorting: true },
  { id: "n_rol", label: "Rol", allowsSorting: true },
  { id: "admin", label: "Admin", render: (r) => <FlagMark value={r.admin} /> },
]

const empty: Values = { id_empleado: "", id_usuario: "", password: "", password_confirm: "", id_grupo: "", id_rol: "", admin: "0" }

const v = textOf

const save = async ({ mode, values }: SaveInput) => {
  const form = {
    id_empleado: Number(v(values, "id_empleado")),
    id_usuario: v(values, "id_usuario").trim(),
    password: v(values, "password"),
    password_confirm: v(values, "password_confirm"),
    id_grupo: v(values, "id_grupo"),
    id_rol: v(values, "id_rol"),
    admin: v(values, "admin") === "1" ? ("1" as const) : ("0" as const),
  }
  return mode === "add"
    ? saveOutcome(await api.call(crearUsuario, form), messages.errorCrearUsuario)
    : saveOutcome(await api.call(actualizarUsuario, form), messages.errorActualizarRegistro)
}

/** SPEC 2.10: 'Usuarios del sistema' (SIS250). */
export const SystemUsersPage = () => {
  const list = useListPage<Row>("/configuraciones/permisos", async () => {
    const outcome = loadOutcome(await api.call(getUsuarios, {}))
    return outcome.kind === "loaded" ? { kind: "loaded", rows: outcome.rows.map((r) => ({ ...r, id_empleado_texto: String(r.id_empleado ?? "") })) } : outcome
  })
  const reload = useCallback(() => list.send({ type: "RELOAD" }), [list])
  const modal = useRecordModal(
    {
      empty,
      keyField: "id_usuario",
      validate: (values) => systemUserErrors({
        id_empleado: v(values, "id_empleado"),
        id_usuario: v(values, "id_usuario"),
        password: v(values, "password"),
        password_confirm: v(values, "password_confirm"),
        id_grupo: v(values, "id_grupo"),
        id_rol: v(values, "id_rol"),
      }),
      // SPEC 5: changing the password clears the confirmation.
      adjust: (values, field) => (field === "password" ? { ...values, password_confirm: "" } : values),
    },
    save,
    reload,
  )
  const employees = useLookup(catalogNames.empleadosActivos, "id_empleado", "n_empleado")
  const groups = useLookup(catalogNames.grupos, "id_grupo", "n_grupo")
  const roles = useLookup(catalogNames.roles, "id_rol", "n_rol")
  const deletion = useDeletion<Row>(async (row) => {
    const result = await api.call(eliminarUsuario, { id_usuario: row.id_usuario })
    showActionOutcome(result, messages.errorEliminarUsuario, reload)
  })
  // Withdrawing access keeps the user (and their history) but ends their sessions at once;
  // giving it back restores the same profile, role and admin flag.
  const toggleAccess = async (row: Row) => {
    const result =
      row.activo === "1"
        ? await api.call(eliminarPermiso, { id_usuario: row.id_usuario })
        : await api.call(guardarPermiso, { id_usuario: row.id_usuario, id_grupo: row.id_grupo, id_rol: row.id_rol, admin: row.admin })
    showActionOutcome(result, row.activo === "1" ? messages.errorEliminarPermiso : messages.errorGuardarRegistro, reload)
  }
  return (
    <>
      <PageTitle>Usuarios del sistema</PageTitle>
      <RecordList<Row>
        list={list}
        label="Usuarios del sistema"
        columns={columns}
        rowId={(r) => r.id_usuario}
        onAdd={() => modal.send({ type: "OPEN_ADD" })}
        addLabel="Agregar usuario"
        onExport={() => exportFile(() => api.download(exportarUsuarios, {}))}
        onRowAction={(row) =>
          modal.send({
            type: "OPEN_EDIT",
            values: { id_empleado: row.id_empleado_texto, id_usuario: row.id_usuario, id_grupo: row.id_grupo, id_rol: row.id_rol, admin: row.admin },
          })
        }
        actions={(row) => (
          <>
            <IconButton
              label={row.activo === "1" ? `Retirar el acceso de ${row.id_usuario}` : `Devolver el acceso a ${row.id_usuario}`}
              onPress={() => void toggleAccess(row)}
            >
              {keyIcon}
            </IconButton>
            <IconButton label={`Eliminar el usuario ${row.id_usuario}`} onPress={() => deletion.ask(row)}>
              {trashIcon}
            </IconButton>
          </>
        )}
      />
      <RecordFormModal modal={modal} addTitle="Agregar usuario" editTitle="Editar usuario">
        {({ values, errors, readOnlyKey, change, blur }) => (
          <>
            <SearchSelect
              autoFocus
              label="Colaborador"
              items={employees.map((e) => ({ id: e.id, label: `${e.id} - ${e.label}` }))}
              selectedId={v(values, "id_empleado") || null}
              onChange={(id) => change("id_empleado", id ?? "")}
              onBlur={() => blur("id_empleado")}
              errorMessage={errors.id_empleado ?? null}
              isRequired
            />
            <TextField
              label="Usuario"
              type="email"
              autoComplete="off"
              value={v(values, "id_usuario")}
              onChange={(x) => change("id_usuario", x)}
              onBlur={() => blur("id_usuario")}
              errorMessage={errors.id_usuario ?? null}
              isReadOnly={readOnlyKey}
              maxLength={254}
              isRequired
            />
            <PasswordField
              label="Contraseña"
              autoComplete="new-password"
              value={v(values, "password")}
              onChange={(x) => change("password", x)}
              onBlur={() => blur("password")}
              errorMessage={errors.password ?? null}
              isRequired
            />
            <PasswordField
              label="Confirmar contraseña"
              autoComplete="new-password"
              value={v(values, "password_confirm")}
              onChange={(x) => change("password_confirm", x)}
              onBlur={() => blur("password_confirm")}
              errorMessage={errors.password_confirm ?? null}
              isRequired
            />
            <SearchSelect
              label="Grupo"
              items={groups}
              selectedId={v(values, "id_grupo") || null}
              onChange={(id) => change("id_grupo", id ?? "")}
              onBlur={() => blur("id_grupo")}
              errorMessage={errors.id_grupo ?? null}
              isRequired
            />
            <SearchSelect
              label="Rol"
              items={roles}
              selectedId={v(values, "id_rol") || null}
              onChange={(id) => change("id_rol", id ?? "")}
              onBlur={() => blur("id_rol")}
              errorMessage={errors.id_rol ?? null}
              isRequired
            />
            <Checkbox isSelected={v(values, "admin") === "1"} onChange={(on) => change("admin", on ? "1" : "0")}>
              Admin
            </Checkbox>
          </>
        )}
      </RecordFormModal>
      <ConfirmDialog isOpen={deletion.pending !== null} isBusy={deletion.busy} onCancel={deletion.cancel} onConfirm={() => void deletion.confirm()} />
    </>
  )
}
