import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useMemo, useRef } from "react"
import type { InfoDepartamento, NodoDepartamento } from "../../../domain/organizacion/arbol-departamentos-api"
import { messages } from "../../../domain/messages"
import { type DepartmentTree, buildForest, moveTargets, searchForest } from "../../../domain/organizacion/arbol-departamentos-rules"
import { type MoveTarget, departmentTreeMachine } from "../../../machines/organizacion/arbol-departamentos"
import { departmentTreeActors } from "../../../machines/organizacion/arbol-departamentos-calls"
import { api } from "../../app/api"
import { listStorage } from "../../records/outcomes"
import { useCentres, useCompanies } from "../use-org-selects"
import { Button } from "../../ui/Button"
import { Checkbox } from "../../ui/Checkbox"
import { Modal } from "../../ui/Modal"
import { PageTitle } from "../../ui/PageTitle"
import { SearchSelect, type SelectItem } from "../../ui/SearchSelect"
import { Shimmer } from "../../ui/Shimmer"
import { TextField } from "../../ui/TextField"
import { Tree, type TreeNode } from "../../ui/Tree"
import { formatCount } from "../../../domain/number-format"
import { BusyButton } from "../../ui/BusyButton"
import { DetailGrid } from "../../ui/DetailGrid"
import { LoadFailure } from "../../records/LoadFailure"
import { ExpandCollapseButtons } from "../../ui/ExpandCollapseButtons"
import { useToasts } from "../../records/use-toasts"

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
  vacio: "No hay departamentos para mostrar",
  sinCoincidencias: "Ningún departamento coincide con la búsqueda",
  moverA: "Mover a…",
  mover: "Mover",
  nuevoPadre: "Nuevo departamento padre",
  raiz: "Sin departamento padre (raíz)",
  elegirEmpresa: "Elija una empresa",
  sinResponsable: "Sin responsable",
  inactivo: "inactivo",
} as const

const people = (n: number): string => (n === 1 ? "1 colaborador" : `${n.toLocaleString("es-MX")} colaboradores`)

const machine = departmentTreeMachine.provide({ actors: departmentTreeActors(api) })

/** A department as a row of the tree: its name, headcount, and its centre and responsable. */
const treeNodes = (forest: ReadonlyArray<DepartmentTree<NodoDepartamento>>): ReadonlyArray<TreeNode> =>
  forest.map((t) => ({
    id: String(t.node.id_depto),
    label: t.node.activo === "1" ? t.node.n_depto : `${t.node.n_depto} (${text.inactivo})`,
    extra: people(t.node.empleados),
    detail: `${t.node.n_centro_trabajo} · ${t.node.n_responsable === null ? text.sinResponsable : `Responsable: ${t.node.n_responsable}`}`,
    children: treeNodes(t.children),
  }))

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
      <DetailGrid
        items={rows}
        className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]"
        valueClassName="text-ink-900"
      />
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
  // The caller's work centres of the company; none without one.
  const centres = useCentres(context.filter.id_empresa === null ? "" : String(context.filter.id_empresa))
  // The department just moved gets the focus back once the reloaded tree shows it.
  const focusAfterMove = useRef<number | null>(null)

  useToasts(actor)

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
        <ExpandCollapseButtons onExpand={() => actor.send({ type: "EXPAND_ALL" })} onCollapse={() => actor.send({ type: "COLLAPSE_ALL" })} isDisabled={!ready} />
        <p aria-live="polite" className="text-sm text-ink-600">
          {status}
        </p>
      </div>

      {state.matches("failed") ? (
        <LoadFailure message={context.failure} onRetry={() => actor.send({ type: "RETRY" })} />
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
          <LoadFailure message={context.infoFailure} onRetry={() => actor.send({ type: "RETRY" })} className="flex flex-wrap items-center gap-3 text-ink-900" />
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
            <BusyButton busy={saving} onPress={save} isDisabled={context.target === null}>
              {text.mover}
            </BusyButton>
          </div>
        </div>
      </Modal>
    </div>
  )
}
