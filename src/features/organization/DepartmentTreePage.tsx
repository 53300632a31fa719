import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useMemo, useRef, useState } from "react"
import { fromPromise } from "xstate"
import { catalogNames, getRegistroById, mainConnection } from "../../../domain/api/catalogs"
import { getEmpresasSelect } from "../../../domain/api/organization-companies"
import {
  type InfoDepartamento,
  type NodoDepartamento,
  getArbolDeptos,
  getArbolDeptosFull,
  getArbolInfo,
} from "../../../domain/api/organization-department-tree"
import { messages } from "../../../domain/messages"
import { idOf, writableFields } from "../../../domain/records/descriptor"
import { departments, departmentsEndpoints } from "../../../domain/records/organization/departments"
import { type DepartmentTree, buildForest, moveTargets, searchForest } from "../../../domain/rules/department-forest"
import { type MoveTarget, departmentTreeMachine } from "../../../machines/organization/departmentTree"
import { toast } from "../../../machines/toast"
import type { CallResult } from "../../api/callResult"
import { api } from "../../app/api"
import { listStorage, showToast } from "../../records/outcomes"
import { Button } from "../../ui/Button"
import { Checkbox } from "../../ui/Checkbox"
import { Modal } from "../../ui/Modal"
import { PageTitle } from "../../ui/PageTitle"
import { SearchSelect, type SelectItem } from "../../ui/SearchSelect"
import { Shimmer } from "../../ui/Shimmer"
import { Spinner } from "../../ui/Spinner"
import { TextField } from "../../ui/TextField"
import { Tree, type TreeNode } from "../../ui/Tree"
import { formatCount } from "../../../domain/number-format"

// Árbol de departamentos (ORG400): the caller's departments as a react-aria Tree (arrows move,
// Right expands, Left collapses, Enter opens a department's detail). Filters by company and
// centre, a search that keeps and opens the way to every match, expand and collapse all, and
// "Mover a…" from the detail: a searchable list of the departments it may move under (its company,
// not itself nor its descendants) or none, saved as an update of the department's record, so the
// server applies the loop rules and its refusal shows in the dialog.

const pageKey = "/organizacion/arbol-departamentos"
const rootId = "raiz"

const text = {
  title: "Árbol de departamentos",
  tree: "Departamentos",
  buscar: "Buscar departamento",
  inactivos: "Incluir departamentos inactivos",
  expandir: "Expandir todo",
  contraer: "Contraer todo",
  vacio: "No hay departamentos para mostrar",
  sinCoincidencias: "Ningún departamento coincide con la búsqueda",
  reintentar: "Reintentar",
  moverA: "Mover a…",
  mover: "Mover",
  nuevoPadre: "Nuevo departamento padre",
  raiz: "Sin departamento padre (raíz)",
  elegirEmpresa: "Elija una empresa",
  sinResponsable: "Sin responsable",
  inactivo: "inactivo",
} as const

const people = (n: number): string => (n === 1 ? "1 colaborador" : `${n.toLocaleString("es-MX")} colaboradores`)

/** A refusal's own words: the problems of an invalid payload, or the message. */
const reasonOf = (result: Extract<CallResult<unknown>, { ok: false }>): string =>
  result.detalles.length > 0 ? result.detalles.join(" ") : result.message

/** No answer, or a server fault: the machine shows its general message. */
const isFault = (result: Extract<CallResult<unknown>, { ok: false }>): boolean => result.status === null || result.status >= 500

const machine = departmentTreeMachine.provide({
  actors: {
    loadTree: fromPromise(async ({ input }) => {
      const request = {
        ...(input.id_empresa === null ? {} : { id_empresa: input.id_empresa }),
        ...(input.id_centro_trabajo === null ? {} : { id_centro_trabajo: input.id_centro_trabajo }),
      }
      const result = await api.call(input.inactivos ? getArbolDeptosFull : getArbolDeptos, request)
      if (result.ok) return { kind: "loaded" as const, value: result.value.result }
      if (isFault(result)) throw new Error(result.message)
      return { kind: "failed" as const, message: result.message }
    }),
    loadInfo: fromPromise(async ({ input }) => {
      const result = await api.call(getArbolInfo, input)
      if (result.ok) return { kind: "loaded" as const, value: result.value.result }
      if (isFault(result)) throw new Error(result.message)
      return { kind: "failed" as const, message: result.message }
    }),
    // A move is an update of the department's record: read it, change its parent, write it back
    // whole (responsables included), so every rule of the record applies.
    moveDepartment: fromPromise(async ({ input }) => {
      const read = await api.call(departmentsEndpoints.read, { id: String(input.id_depto) })
      if (!read.ok) {
        if (isFault(read)) throw new Error(read.message)
        return { kind: "refused" as const, message: reasonOf(read) }
      }
      const record = read.value.result
      // Its writable fields only: the names joined from other tables are answered, never written.
      const fields = Object.fromEntries(writableFields(departments).map(([name]) => [name, record[name]]))
      const written = await api.call(departmentsEndpoints.write, {
        ...fields,
        _method: "PUT",
        id: idOf(departments, record),
        id_depto_padre: input.id_depto_padre,
      })
      if (written.ok) return { kind: "saved" as const, message: written.value.message }
      if (isFault(written)) throw new Error(written.message)
      return { kind: "refused" as const, message: reasonOf(written) }
    }),
  },
})

/** A department as a row of the tree: its name, headcount, and its centre and responsable. */
const treeNodes = (forest: ReadonlyArray<DepartmentTree<NodoDepartamento>>): ReadonlyArray<TreeNode> =>
  forest.map((t) => ({
    id: String(t.node.id_depto),
    label: t.node.activo === "1" ? t.node.n_depto : `${t.node.n_depto} (${text.inactivo})`,
    extra: people(t.node.empleados),
    detail: `${t.node.n_centro_trabajo} · ${t.node.n_responsable === null ? text.sinResponsable : `Responsable: ${t.node.n_responsable}`}`,
    children: treeNodes(t.children),
  }))

const useCompanies = (): ReadonlyArray<SelectItem> => {
  const [items, setItems] = useState<ReadonlyArray<SelectItem>>([])
  useEffect(() => {
    let live = true
    void api.call(getEmpresasSelect, {}).then((result) => {
      if (!live) return
      if (result.ok) setItems(result.value.result.map((c) => ({ id: String(c.id_empresa), label: c.n_empresa })))
      else showToast(toast("error", messages.errorObtener))
    })
    return () => {
      live = false
    }
  }, [])
  return items
}

/** The caller's work centres of a company; none without a company. */
const useCentres = (idEmpresa: number | null): ReadonlyArray<SelectItem> => {
  const [items, setItems] = useState<ReadonlyArray<SelectItem>>([])
  useEffect(() => {
    setItems([])
    if (idEmpresa === null) return
    let live = true
    void api
      .call(getRegistroById, { tabla: catalogNames.centrosDelRol, conexion: mainConnection, columnId: "id_empresa", id: idEmpresa })
      .then((result) => {
        if (!live) return
        if (result.ok) setItems(result.value.result.map((r) => ({ id: String(r.id_centro_trabajo), label: String(r.n_centro_trabajo ?? "") })))
        else showToast(toast("error", messages.errorObtener))
      })
    return () => {
      live = false
    }
  }, [idEmpresa])
  return items
}

const Detail = ({ info }: { readonly info: InfoDepartamento }) => {
  const rows: ReadonlyArray<readonly [string, string]> = [
    ["Ruta", info.ruta.join(" › ")],
    [messages.empresa, info.n_empresa],
    [messages.centroTrabajo, info.n_centro_trabajo],
    ["Subdepartamentos", String(info.hijos)],
    ["Colaboradores", people(info.empleados)],
    ["Con sus subdepartamentos", people(info.empleados_total)],
    ["Centro de costos", info.id_centro_costos ?? "—"],
    ["Estado", info.activo === "1" ? "Activo" : "Inactivo"],
  ]
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-ink-700">{label}</dt>
            <dd className="text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="responsables-vigentes">
        <h3 id="responsables-vigentes" className="mb-1 text-sm font-semibold text-ink-900">
          Responsables vigentes
        </h3>
        {info.responsables.length === 0 ? (
          <p className="text-sm text-ink-600">{text.sinResponsable}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm text-ink-900">
            {info.responsables.map((r) => (
              <li key={`${r.id_numero}-${r.id_tipo_resp}-${r.f_inicio}`}>
                {r.n_empleado} — {r.n_tipo_resp}
                {r.principal === "1" ? " (responsable del departamento)" : ""}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

export const DepartmentTreePage = () => {
  const actor = useActorRef(machine, { input: { storage: listStorage(), pageKey } })
  const state = useSelector(actor, (s) => s)
  const { context } = state
  const companies = useCompanies()
  const centres = useCentres(context.filter.id_empresa)
  // The department just moved gets the focus back once the reloaded tree shows it.
  const focusAfterMove = useRef<number | null>(null)

  useEffect(() => {
    const toasts = actor.on("toast", showToast)
    return () => toasts.unsubscribe()
  }, [actor])

  const forest = useMemo(() => buildForest(context.nodes), [context.nodes])
  const searched = useMemo(() => searchForest(forest, context.search), [forest, context.search])
  const items = useMemo(() => treeNodes(searched.forest), [searched])
  const expandedIds = useMemo(() => context.expanded.map(String), [context.expanded])
  const selectedNode = context.nodes.find((n) => n.id_depto === context.selected)
  const targets = useMemo<ReadonlyArray<SelectItem>>(
    () =>
      context.selected === null
        ? []
        : [
            { id: rootId, label: text.raiz },
            ...moveTargets(context.nodes, context.selected).map((n) => ({ id: String(n.id_depto), label: `${n.n_depto} (${n.n_centro_trabajo})` })),
          ],
    [context.nodes, context.selected],
  )

  const loading = state.matches("loading")
  const ready = state.matches("ready")
  const browsing = state.matches({ ready: "browsing" })
  useEffect(() => {
    const id = focusAfterMove.current
    if (!browsing || id === null) return
    focusAfterMove.current = null
    const row = document.querySelector<HTMLElement>(`[role="treegrid"] [role="row"][data-key="${id}"]`)
    row?.focus()
  }, [browsing])

  const details = state.matches({ ready: "details" })
  const moving = state.matches({ ready: "moving" })
  const saving = state.matches({ ready: { moving: "saving" } })
  const chosen = context.target === null ? null : context.target.kind === "raiz" ? rootId : String(context.target.id_depto)
  const choose = (id: string | null) => {
    const target: MoveTarget | null = id === null ? null : id === rootId ? { kind: "raiz" } : { kind: "depto", id_depto: Number(id) }
    actor.send({ type: "CHOOSE", target })
  }
  const save = () => {
    focusAfterMove.current = context.selected
    actor.send({ type: "SAVE" })
  }

  const status = loading
    ? messages.cargando
    : context.search.trim() !== ""
      ? `${searched.matches} ${searched.matches === 1 ? "coincidencia" : "coincidencias"}`
      : `${formatCount(context.nodes.length)} ${context.nodes.length === 1 ? "departamento" : "departamentos"}`

  return (
    <div className="flex flex-col gap-4">
      <PageTitle>{text.title}</PageTitle>
      <div className="grid grid-cols-1 gap-3 rounded-lg border border-ink-200 bg-white p-3 md:grid-cols-2 xl:grid-cols-4">
        <SearchSelect
          label={messages.empresa}
          items={companies}
          selectedId={context.filter.id_empresa === null ? null : String(context.filter.id_empresa)}
          onChange={(id) => actor.send({ type: "FILTER", filter: { id_empresa: id === null ? null : Number(id) } })}
        />
        <SearchSelect
          label={messages.centroTrabajo}
          items={centres}
          selectedId={context.filter.id_centro_trabajo === null ? null : String(context.filter.id_centro_trabajo)}
          onChange={(id) => actor.send({ type: "FILTER", filter: { id_centro_trabajo: id === null ? null : Number(id) } })}
          isDisabled={context.filter.id_empresa === null}
          placeholder={context.filter.id_empresa === null ? text.elegirEmpresa : undefined}
        />
        <TextField label={text.buscar} type="search" value={context.search} onChange={(value) => actor.send({ type: "SEARCH", text: value })} maxLength={100} />
        <div className="flex items-end">
          <Checkbox isSelected={context.filter.inactivos} onChange={(inactivos) => actor.send({ type: "FILTER", filter: { inactivos } })}>
            {text.inactivos}
          </Checkbox>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onPress={() => actor.send({ type: "EXPAND_ALL" })} isDisabled={!ready}>
          {text.expandir}
        </Button>
        <Button variant="secondary" onPress={() => actor.send({ type: "COLLAPSE_ALL" })} isDisabled={!ready}>
          {text.contraer}
        </Button>
        <p aria-live="polite" className="text-sm text-ink-600">
          {status}
        </p>
      </div>

      {state.matches("failed") ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border-l-4 border-danger-700 bg-white px-3 py-2 text-ink-900">
          <span>{context.failure}</span>
          <Button variant="secondary" onPress={() => actor.send({ type: "RETRY" })}>
            {text.reintentar}
          </Button>
        </div>
      ) : loading && context.nodes.length === 0 ? (
        <Shimmer rows={8} />
      ) : (
        <div aria-busy={loading}>
          <Tree
            label={text.tree}
            items={items}
            expandedIds={expandedIds}
            onExpandedChange={(ids) => actor.send({ type: "SET_EXPANDED", ids: ids.map(Number) })}
            onAction={(id) => actor.send({ type: "OPEN", id_depto: Number(id) })}
            emptyText={context.search.trim() === "" ? text.vacio : text.sinCoincidencias}
          />
        </div>
      )}

      <Modal title={selectedNode?.n_depto ?? context.info?.n_depto ?? text.tree} isOpen={details} onClose={() => actor.send({ type: "CLOSE" })} size="md">
        {state.matches({ ready: { details: "loading" } }) ? (
          <Shimmer rows={6} />
        ) : state.matches({ ready: { details: "failed" } }) ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-ink-900">
            <span>{context.infoFailure}</span>
            <Button variant="secondary" onPress={() => actor.send({ type: "RETRY" })}>
              {text.reintentar}
            </Button>
          </div>
        ) : context.info !== null ? (
          <Detail info={context.info} />
        ) : null}
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onPress={() => actor.send({ type: "CLOSE" })}>
            {messages.cerrar}
          </Button>
          <Button onPress={() => actor.send({ type: "MOVE" })} isDisabled={!state.matches({ ready: { details: "shown" } })}>
            {text.moverA}
          </Button>
        </div>
      </Modal>

      <Modal
        title={`Mover ${selectedNode?.n_depto ?? context.info?.n_depto ?? ""} a…`}
        isOpen={moving}
        onClose={() => (saving ? undefined : actor.send({ type: "CANCEL" }))}
        isDismissable={!saving}
        size="md"
      >
        <div className="flex flex-col gap-3">
          <p className="text-sm text-ink-700">
            {context.info === null ? "" : `Ahora: ${context.info.ruta.join(" › ")}. `}
            Elija el departamento bajo el que quedará; sus propios subdepartamentos no se ofrecen.
          </p>
          <SearchSelect label={text.nuevoPadre} items={targets} selectedId={chosen} onChange={choose} isRequired autoFocus />
          {context.moveError !== null ? (
            <p role="alert" className="rounded-md border-l-4 border-danger-700 bg-white px-3 py-2 text-sm text-danger-700">
              {context.moveError}
            </p>
          ) : null}
          <div className="mt-2 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onPress={() => (saving ? undefined : actor.send({ type: "CANCEL" }))}>
              {messages.cancelar}
            </Button>
            <Button onPress={save} isDisabled={context.target === null} aria-busy={saving}>
              {saving ? <Spinner className="h-4 w-4 text-white" /> : null}
              {text.mover}
            </Button>
          </div>
        </div>
      </Modal>
    </div>
  )
}
