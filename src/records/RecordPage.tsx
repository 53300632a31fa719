import { useActorRef, useSelector } from "@xstate/react"
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react"
import { fromPromise } from "xstate"
import { messages } from "../../domain/messages"
import {
  type Mode,
  type RecordDescriptor,
  columnFields,
  formProblems,
  idOf,
  initialValues,
  keyFields,
  sortableFields,
  valuesOf,
} from "../../domain/records/descriptor"
import { adjustedValues } from "../../domain/records/field-extras"
import { mayDelete } from "../../domain/records/workflow"
import { type RecordDocument, documentTexts } from "../../domain/records/document"
import { type AnyResourceEndpoints, isWritable } from "../../domain/records/endpoints"
import type { ListQuery, PageSize } from "../../domain/records/list-query"
import { type Filtros, type LoadOutcome, createListPageMachine, isLoading, pageCount } from "../../machines/records/list-page"
import { takeListPage } from "../../machines/records/list-prefetch"
import { recordPageCalls } from "../../machines/records/record-page-calls"
import { type SaveInput, type SaveOutcome, type Values, isDirty } from "../../machines/record-modal"
import { api } from "../app/api"
import { Button } from "../ui/Button"
import { ConfirmDialog } from "../ui/ConfirmDialog"
import { DataTable, type TableColumn } from "../ui/DataTable"
import { ExportAction } from "../ui/ExportAction"
import { IconButton, trashIcon } from "../ui/IconButton"
import { PageTitle } from "../ui/PageTitle"
import { LazyFrame } from "../ui/lazy-field"
import { Shimmer } from "../ui/Shimmer"
import { Pagination } from "../ui/Pagination"
import { type TabItem, Tabs } from "../ui/Tabs"
import { TextField } from "../ui/TextField"
import { AddressProblem } from "./AddressProblem"
import { cellOf } from "./cells"
import { listStorage } from "./outcomes"
import { DocumentBatchButtons, DocumentProgress, DocumentRowActions, useRecordDocuments } from "./RecordDocuments"
import { RecordFilters, type RecordFiltersProps } from "./RecordFilters"
import type { RecordFormOptions } from "./RecordForm"
import { LazyRecordForm } from "./LazyRecordForm"
import { RecordFormModal, RecordFormSection } from "./RecordFormModal"
import { recordName } from "./record-name"
import { recordText } from "./record-text"
import { useCommand } from "./use-command"
import { useExport } from "./use-export"
import { useFocusReturn } from "./use-focus-return"
import { useRecordAddress } from "./use-record-address"
import { useRecordModal } from "./use-record-page"
import { StateBadge, useWorkflowActions } from "./WorkflowActions"
import { sessionActor } from "../app/session"
import { formErrors } from "./form-errors"
import { useToasts } from "./use-toasts"

type Row = Readonly<Record<string, unknown>>

/** A column's own drawing or heading, instead of the one its field's kind gives. */
export interface ColumnOverride {
  readonly label?: string
  readonly render?: (row: Row) => ReactNode
}

export interface RecordPageProps {
  readonly descriptor: RecordDescriptor
  /** Without create and write (a read-only descriptor's), the page only lists, searches and exports. */
  readonly endpoints: AnyResourceEndpoints
  /** The page's path: its list's query is kept in session storage under it. */
  readonly pageKey: string
  /** "modal" (default) edits in a dialog; "page" in a full-width section, for long records. */
  readonly layout?: "modal" | "page"
  readonly columns?: Readonly<Record<string, ColumnOverride>>
  /** More buttons in each row's Acciones, before Eliminar; each names its row. `reload` shows the action's effect. */
  readonly rowActions?: (row: Row, reload: () => void) => ReactNode
  /** Tabs, custom inputs and extra content of the add/edit form. */
  readonly formProps?: RecordFormOptions
  /** More buttons beside Exportar and Agregar. */
  readonly toolbar?: ReactNode
  /** The add button's text, when a page's own differs from "Agregar <singular>". */
  readonly addLabel?: string
  /** The form's values after a field changed (e.g. a new password clears its confirmation, SPEC 5). */
  readonly adjust?: (values: Values, field: string) => Values
  /** A page's own filter panel instead of the descriptor's; `() => null` shows none. */
  readonly filters?: (props: FilterPanelProps) => ReactNode
  /** What a row click does instead of opening the edit form (roles open their permissions); `reload` shows its effect. */
  readonly onRowAction?: (row: Row, reload: () => void) => void
  /** The trash button's accessible name when the page names a row by more than its key. */
  readonly deleteLabel?: (row: Row) => string
  /** How a document's print button and batch box name the row ("la carta CL-1-2026-00007"); its key by default. */
  readonly documentName?: (doc: RecordDocument, row: Row) => string
  /** The form closes after a refused or failed save too, as profiles and roles do. */
  readonly closeOnCompletion?: boolean
  /** False for records never deleted (a person leaves by a movement): no trash button. */
  readonly canDelete?: boolean
  /**
   * Opens the add form with these values whenever a new object is given (a page reached to
   * create a record for something chosen elsewhere: "Enviar a pre-alta" from a candidate).
   */
  readonly addWith?: Values | null
  /**
   * Opens the edit form of the record with this path id whenever a new object is given (a
   * person's record reached from elsewhere: a kiosk request to update their data).
   */
  readonly editWith?: { readonly id: string } | null
  /**
   * Applies these filters to the list whenever a new object is given (a list reached for one
   * record of another page: a contract's follow-ups from Gestión de contratos).
   */
  readonly filterWith?: Filtros | null
  /** False when the page around the list already names it (a tab of a page with its own title). */
  readonly showTitle?: boolean
  /**
   * The line under the title of a read-only resource; null for none. A resource written
   * elsewhere (the kiosk's requests) is no catalogue, so the default line would mislead.
   */
  readonly readOnlyNote?: string | null
  /**
   * False for a list inside another page's record (no address of its own): its rows open their
   * form without touching the URL. Every other page's open record is named by `?registro=`.
   */
  readonly addressed?: boolean
  /** The row the keyboard goes to once the list is drawn: the record just shown in the list's place. */
  readonly returnTo?: string | null
  /**
   * Filters the page around the list sets and the user never changes (a list inside another
   * record: its project's needs). Applied with the user's own, kept by Aplicar and Limpiar, not
   * drawn in the panel; a new object applies them again, which reads the list again.
   */
  readonly fixedFilters?: Filtros
  /** Values the add form opens with besides the descriptor's (a list inside another record: that record's key). */
  readonly addValues?: Values
  /**
   * Tabs beside a long record's form (layout "page"), outside it: what belongs to the stored
   * record and has forms of its own (a DNC project's needs, its plan). The form is the first
   * tab, named `formTab`; the others show once the record is stored.
   */
  readonly panels?: { readonly formTab: string; readonly tabs: (record: Row) => ReadonlyArray<TabItem> }
}

/** What a filter panel receives: the applied filters, the server's problems with them, and the list's events. */
export type FilterPanelProps = Omit<RecordFiltersProps, "descriptor">

/** The page sizes offered (SPEC 9); the API takes larger ones too. */
const offeredSizes: ReadonlyArray<PageSize> = [5, 10, 15, 20]

const listMachine = createListPageMachine<Row>()

const readTexts = (d: RecordDescriptor) => ({
  gone: (id: string) => recordText.registroNoExiste(d.singular, id),
  forbidden: (id: string) => recordText.registroSinAcceso(d.singular, id),
})

/**
 * A record page from its description: title, search, filters, export, Agregar, the server-paged
 * table (row click edits, the trash icon deletes after a confirmation), and the add/edit form.
 * Validation and the request come from the descriptor's schemas; the answers go through the one
 * outcome mapper (./outcomes).
 *
 * A read-only resource (no write endpoints) gets the list, search, sort, filters and export
 * only: no Agregar, no delete, no form, and a row click does nothing. Its descriptor lists every
 * field as a column, so a row already shows the whole record; a form that cannot be saved would
 * only look editable and repeat the row.
 */
export const RecordPage = ({
  descriptor: d,
  endpoints,
  pageKey,
  layout = "modal",
  columns: overrides,
  rowActions,
  formProps,
  toolbar,
  addLabel,
  adjust,
  filters,
  onRowAction,
  deleteLabel,
  documentName,
  closeOnCompletion,
  canDelete = true,
  addWith = null,
  editWith = null,
  filterWith = null,
  showTitle = true,
  readOnlyNote = recordText.soloConsulta,
  addressed = true,
  returnTo = null,
  fixedFilters,
  addValues,
  panels,
}: RecordPageProps) => {
  const writes = isWritable(endpoints) ? endpoints : null
  const calls = useMemo(() => recordPageCalls(api, d, endpoints, readTexts(d)), [d, endpoints])
  const documents = useRecordDocuments(d, endpoints)
  const hasDocuments = documents.docs.length > 0
  const list = useActorRef(
    listMachine.provide({
      actors: {
        // The first page may already be on its way (asked when the route was entered).
        load: fromPromise<LoadOutcome<Row>, ListQuery>(({ input }) => takeListPage(endpoints.list, pageKey, input) ?? calls.load(input)),
      },
    }),
    { input: { pageKey, storage: listStorage() } },
  )
  useToasts(list)
  const query = useSelector(list, (s) => s.context)
  const loading = useSelector(list, isLoading)
  const reload = useCallback(() => list.send({ type: "RELOAD" }), [list])
  // A workflow's row actions and their dialog; each offered only to a user holding its key.
  const held = useSelector(sessionActor, (s) => s.context.session?.permissions)
  const workflow = useWorkflowActions(d, writes?.transitions ?? {}, useMemo(() => new Set(held ?? []), [held]), reload)

  const openRows = useRef(new Set<string>())
  const save = async ({ mode, values }: SaveInput): Promise<SaveOutcome> => {
    // Guardar on a record nobody changed stores nothing, and says so rather than "Datos guardados".
    if (mode === "edit" && !isDirty(modal.getSnapshot().context)) return { kind: "saved", message: recordText.sinCambios }
    // No answer rejects: the modal's error toast for the mode (failure below).
    return calls.save({ mode, values, id: modal.getSnapshot().context.stored?.id ?? null })
  }
  const modal = useRecordModal(
    {
      empty: initialValues(d),
      keyField: keyFields(d)[0] ?? "",
      validate: (values: Values, mode: Mode) => formErrors(d, formProblems(d, mode, values), openRows.current),
      failure: { add: messages.errorGuardarRegistro, edit: messages.errorActualizarRegistro },
      // The descriptor's proposals and conditional fields, after the page's own adjustments.
      adjust: (values: Values, field: string) => adjustedValues(d.fields, adjust === undefined ? values : adjust(values, field), field),
      closeOnCompletion,
    },
    save,
    reload,
  )
  const formOpen = useSelector(modal, (s) => !s.matches("closed"))
  /** The record open in the form as read (derived fields included), null when adding. */
  const record = useSelector(modal, (s) => s.context.stored?.record ?? null)
  const focusReturn = useFocusReturn(formOpen, !loading, query.registros.length, returnTo)

  const showRecord = useCallback(
    (id: string, read: Row) => {
      focusReturn.remember(id)
      modal.send({ type: "OPEN_EDIT", values: valuesOf(d, read), stored: { id, record: read } })
    },
    [d, modal, focusReturn.remember],
  )
  // A page without addresses reads the record it opens with a command (its failure is a toast).
  const reading = useCommand(calls.readForEdit, { onDone: (read, id) => showRecord(id, read) })
  const openEditById = reading.run

  // The open record's address (?registro=<path id>): the URL says which record is open, the
  // address machine reads it and opens the form, and closing the form leaves the address.
  const address = useRecordAddress("registro", calls.read, addressed && writes !== null)
  useEffect(() => {
    const subs = [address.on("opened", (e) => showRecord(e.id, e.record)), address.on("closeForm", () => modal.send({ type: "CLOSE" }))]
    // The form closed (saved, cancelled, dismissed): the address leaves the record.
    let wasOpen = !modal.getSnapshot().matches("closed")
    const closing = modal.subscribe((snapshot) => {
      const open = !snapshot.matches("closed")
      if (wasOpen && !open) address.send({ type: "CLOSED" })
      wasOpen = open
    })
    return () => {
      for (const sub of subs) sub.unsubscribe()
      closing.unsubscribe()
    }
  }, [address, modal, showRecord])
  const missing = useSelector(address, (s) => (s.matches("missing") ? s.context.problem : null))
  const opening = useSelector(address, (s) => s.matches("reading"))

  const openEdit = (row: Row) => {
    if (addressed) address.send({ type: "OPEN", id: idOf(d, row) })
    else openEditById(idOf(d, row))
  }
  const openAdd = () => {
    focusReturn.remember(null)
    modal.send(addValues === undefined ? { type: "OPEN_ADD" } : { type: "OPEN_ADD", values: addValues })
  }
  useEffect(() => {
    if (addWith === null || writes === null) return
    focusReturn.remember(null)
    modal.send({ type: "OPEN_ADD", values: addWith })
  }, [addWith, modal, writes, focusReturn.remember])
  useEffect(() => {
    if (filterWith !== null) list.send({ type: "APPLY_FILTERS", filtros: filterWith })
  }, [filterWith, list])
  useEffect(() => {
    if (fixedFilters !== undefined) list.send({ type: "APPLY_FILTERS", filtros: { ...list.getSnapshot().context.filtros, ...fixedFilters } })
  }, [fixedFilters, list])
  const fixedNames = useMemo(() => Object.keys(fixedFilters ?? {}), [fixedFilters])
  // The panel's filters without the page's own; the same object while the list's are (the panel copies it into its draft on change).
  const shownFilters = useMemo(
    () => (fixedNames.length === 0 ? query.filtros : Object.fromEntries(Object.entries(query.filtros).filter(([name]) => !fixedNames.includes(name)))),
    [query.filtros, fixedNames],
  )
  useEffect(() => {
    if (editWith === null || writes === null) return
    openEditById(editWith.id)
  }, [editWith, openEditById, writes])

  const [removing, setRemoving] = useState<Row | null>(null)
  // The confirmation waits for the answer, then closes either way.
  const deleting = useCommand(calls.remove, {
    onDone: () => {
      setRemoving(null)
      reload()
      // The deleted row's buttons are gone: Agregar is where the keyboard goes on from.
      focusReturn.opener.current?.querySelector<HTMLButtonElement>("button")?.focus()
    },
    onFailed: () => setRemoving(null),
  })
  const exporting = useExport(calls.exportList)

  const sortable = sortableFields(d)
  const keys = keyFields(d)
  const tableColumns = useMemo<ReadonlyArray<TableColumn<Row>>>(
    () =>
      columnFields(d).map(([name, field], i, all) => {
        const own = overrides?.[name]
        // The key names the row; a key that is no column (a server-drawn id) leaves it to the first column.
        const keyShown = keys.length > 0 && all.some(([n]) => n === keys[0])
        return {
          id: name,
          label: own?.label ?? field.label,
          isRowHeader: keyShown ? name === keys[0] : i === 0,
          allowsSorting: sortable.includes(name),
          render:
            own?.render ??
            (d.workflow?.field === name ? (row: Row) => <StateBadge workflow={d.workflow as NonNullable<typeof d.workflow>} value={row[name]} /> : (row: Row) => cellOf(field, row[name])),
        }
      }),
    [d, overrides, keys, sortable],
  )

  const form = (
    <FormFrame layout={layout} modal={modal} addTitle={recordText.agregar(d.singular)} editTitle={recordText.editar(d.singular)}>
      {(props) => (
        <LazyRecordForm
          descriptor={d}
          {...props}
          {...formProps}
          record={record}
          onRowOpen={(field, open) => {
            if (open) openRows.current.add(field)
            else openRows.current.delete(field)
          }}
        />
      )}
    </FormFrame>
  )

  return (
    <>
      {showTitle ? <PageTitle>{d.title}</PageTitle> : null}
      {writes === null && readOnlyNote !== null ? <p className="-mt-2 mb-4 text-sm text-ink-700">{readOnlyNote}</p> : null}
      {layout === "page" && writes !== null ? (
        // The form's section shows once its form has loaded (LazyRecordForm), whole.
        <Suspense fallback={<Shimmer rows={10} />}>
          <LazyFrame.Provider value={true}>
            {panels === undefined || record === null || !formOpen ? (
              form
            ) : (
              <RecordPanels key={idOf(d, record)} label={recordText.seccionesRegistro} formTab={panels.formTab} form={form} tabs={panels.tabs(record)} />
            )}
          </LazyFrame.Provider>
        </Suspense>
      ) : null}
      <AddressProblem message={missing} onBack={() => address.send({ type: "CLOSED" })} />
      <div className="flex flex-col gap-4" hidden={layout === "page" && (formOpen || opening)} aria-busy={opening}>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="w-full max-w-sm">
            <TextField label={messages.buscar} type="search" value={query.buscar} onChange={(value) => list.send({ type: "SEARCH", value })} maxLength={100} />
          </div>
          <div className="flex flex-wrap gap-2">
            {toolbar}
            <DocumentBatchButtons documents={documents} />
            <ExportAction busy={exporting.phase === "running"} onPress={() => exporting.run(query)} />
            {writes === null ? null : (
              <span ref={focusReturn.opener} className="contents">
                <Button onPress={openAdd}>{addLabel ?? recordText.agregar(d.singular)}</Button>
              </span>
            )}
          </div>
        </div>
        {(filters ?? ((panel: FilterPanelProps) => <RecordFilters descriptor={d} omit={fixedNames} {...panel} />))({
          applied: shownFilters,
          problems: query.problems,
          onApply: (filtros) => list.send({ type: "APPLY_FILTERS", filtros: { ...filtros, ...fixedFilters } }),
          onClear: () => list.send(fixedFilters === undefined ? { type: "CLEAR_FILTERS" } : { type: "APPLY_FILTERS", filtros: fixedFilters }),
        })}
        {hasDocuments ? <DocumentProgress documents={documents} /> : null}
        <div ref={focusReturn.table} className="contents">
        <DataTable<Row>
          label={d.title}
          columns={tableColumns}
          rows={query.registros}
          rowId={(row) => idOf(d, row)}
          isLoading={loading}
          emptyText={
            query.buscar.trim() !== "" || Object.keys(query.filtros).length > 0
              ? recordText.sinCoincidencias(messages.sinInformacion)
              : writes === null
                ? messages.sinInformacion
                : recordText.sinRegistros(messages.sinInformacion, addLabel ?? recordText.agregar(d.singular))
          }
          sort={query.orden === null ? null : { column: query.orden, direction: query.direccion === "asc" ? "ascending" : "descending" }}
          onSortChange={(sort) => list.send({ type: "SORT", orden: sort.column, direccion: sort.direction === "ascending" ? "asc" : "desc" })}
          {...(onRowAction !== undefined ? { onRowAction: (row: Row) => onRowAction(row, reload) } : writes !== null ? { onRowAction: (row: Row) => void openEdit(row) } : {})}
          {...((writes === null || !canDelete) && rowActions === undefined && d.workflow === undefined && !hasDocuments
            ? {}
            : {
                actions: (row: Row) => (
                  <>
                    {hasDocuments ? <DocumentRowActions documents={documents} d={d} row={row} name={documentName ?? ((doc, r) => documentTexts.nombre(doc.label, idOf(d, r)))} /> : null}
                    {rowActions?.(row, reload)}
                    {workflow.actions(row)}
                    {writes === null || !canDelete || !mayDelete(d, row) ? null : (
                      <IconButton opensDialog label={deleteLabel?.(row) ?? recordText.eliminarRegistro(d.singular, idOf(d, row))} onPress={() => setRemoving(row)}>
                        {trashIcon}
                      </IconButton>
                    )}
                  </>
                ),
              })}
        />
        </div>
        <Pagination
          page={query.pagina}
          pages={pageCount(query)}
          total={query.total}
          exact={query.totalExacto}
          pageSize={query.por_pagina}
          pageSizes={offeredSizes}
          onPageSize={(size) => list.send({ type: "PAGE_SIZE", size: size as PageSize })}
          onPrevious={() => list.send({ type: "PREVIOUS" })}
          onNext={() => list.send({ type: "NEXT" })}
        />
      </div>
      {layout === "modal" && writes !== null ? form : null}
      {workflow.dialog}
      {writes === null ? null : (
        <ConfirmDialog
          isOpen={removing !== null}
          isBusy={deleting.phase === "running"}
          detail={removing === null ? "" : recordName(d, removing)}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            if (removing !== null) deleting.run(removing)
          }}
        />
      )}
    </>
  )
}

/** A stored long record's tabs: its form (kept mounted, so a change survives a look at another tab), then the page's panels. */
const RecordPanels = ({ label, formTab, form, tabs }: { readonly label: string; readonly formTab: string; readonly form: ReactNode; readonly tabs: ReadonlyArray<TabItem> }) => {
  const [selected, setSelected] = useState(formTab)
  return <Tabs label={label} selectedId={selected} onChange={setSelected} items={[{ id: formTab, label: formTab, content: form, keepMounted: true }, ...tabs]} />
}

const FormFrame = ({ layout, ...props }: Parameters<typeof RecordFormSection>[0] & { readonly layout: "modal" | "page" }) =>
  layout === "page" ? <RecordFormSection {...props} /> : <RecordFormModal {...props} size="lg" />
