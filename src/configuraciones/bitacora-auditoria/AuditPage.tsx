import { useActorRef, useSelector } from "@xstate/react"
import { type ReactNode, useMemo, useState } from "react"
import { type AuditFilters, auditCalls, filtersOf } from "../../../machines/configuraciones/bitacora-auditoria-calls"
import { type AuditRow, auditFieldChanges, auditResult } from "../../../domain/configuraciones/bitacora-auditoria"
import type { PageSize } from "../../../domain/records/list-query"
import { createListPageMachine, isLoading, pageCount } from "../../../machines/records/list-page"
import { api } from "../../app/api"
import { useLoaded } from "../../records/use-loaded"
import { Button } from "../../ui/Button"
import { DataTable, type TableColumn } from "../../ui/DataTable"
import { DateField } from "../../ui/DateField"
import { IconButton, viewIcon } from "../../ui/IconButton"
import { Modal } from "../../ui/Modal"
import { PageTitle } from "../../ui/PageTitle"
import { Pagination } from "../../ui/Pagination"
import { SearchSelect } from "../../ui/SearchSelect"
import { ScrollBox } from "../../ui/ScrollBox"
import { TextField } from "../../ui/TextField"
import { HeaderCells } from "../../ui/HeaderCells"
import { useToasts } from "../../records/use-toasts"

// The audit log (issue 7, key SIS950): read-only and paged on the server, since the log grows
// with every write; filters apply when the user presses Aplicar. Paging, page size and the
// applied filters live in the shared list machine, so they survive a reload of the page and are
// forgotten on leaving for another list, like every list page. The log has no search box and no
// column sort: its endpoint filters by user, operation and dates only. It reads as words
// (issue 18): each operation by its endpoint's Spanish summary, the result as Correcto,
// Rechazado or No autorizado, dates picked as dd/mm/aaaa and a change as a table of its fields.

const pageKey = "/configuraciones/bitacora-auditoria"

const pageSizes: ReadonlyArray<PageSize> = [10, 20, 50, 100]

const auditList = createListPageMachine<AuditRow>()

/** dd/MM/yyyy HH:mm:ss in Mexico City's time, whatever the browser's zone. */
const when = (iso: string): string =>
  new Date(iso).toLocaleString("es-MX", {
    timeZone: "America/Mexico_City",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hour12: false,
  })

const resultTone: Readonly<Record<string, string>> = {
  Correcto: "bg-success-50 text-success-700",
  Rechazado: "bg-danger-50 text-danger-700",
  "No autorizado": "bg-danger-50 text-danger-700",
}

/** The result as a word; the colour only repeats it. */
const ResultBadge = ({ status }: { readonly status: number }) => {
  const word = auditResult(status)
  return <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${resultTone[word] ?? ""}`}>{word}</span>
}

/** What the row changed: the kind of record and its key. */
const recordOf = (r: AuditRow): string => [r.entidad, r.clave].filter((p) => p !== null && p !== "").join(" · ")

const columns: ReadonlyArray<TableColumn<AuditRow>> = [
  { id: "fecha", label: "Fecha", isRowHeader: true, render: (r) => when(r.fecha) },
  { id: "id_usuario", label: "Usuario", render: (r) => r.id_usuario ?? "" },
  { id: "n_operacion", label: "Operación" },
  { id: "registro", label: "Registro", render: recordOf },
  { id: "resultado", label: "Resultado", render: (r) => <ResultBadge status={r.resultado} /> },
  { id: "ip", label: "IP", render: (r) => r.ip ?? "" },
]

const calls = auditCalls(api)

const none = "—"

/** The row's values before and after, one line per field; a changed field says so in words. */
const ChangesTable = ({ row }: { readonly row: AuditRow }) => {
  const changes = auditFieldChanges(row.antes, row.despues)
  if (changes.length === 0) return <p className="text-ink-700">Sin valores registrados para esta operación.</p>
  return (
    <ScrollBox label="Valores antes y después">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Valores antes y después</caption>
        <thead>
          <tr className="border-b border-ink-200">
            <HeaderCells labels={["Campo", "Antes", "Después", "¿Cambió?"]} className="px-2 py-1 font-semibold" />
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => (
            <tr key={c.campo} className={`border-b border-ink-100 align-top ${c.cambio ? "bg-[#fff7e6]" : ""}`}>
              <th scope="row" className="px-2 py-1 font-medium break-all">
                {c.campo}
              </th>
              <td className="px-2 py-1 break-all">{c.antes ?? none}</td>
              <td className="px-2 py-1 break-all">{c.despues ?? none}</td>
              <td className="px-2 py-1">{c.cambio ? "Sí" : "No"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  )
}

const DetailField = ({ label, value }: { readonly label: string; readonly value: ReactNode }) => (
  <div className="flex flex-col">
    <dt className="text-xs font-medium text-ink-600">{label}</dt>
    <dd className="break-all text-ink-900">{value}</dd>
  </div>
)

export const AuditPage = () => {
  const list = useActorRef(auditList.provide({ actors: { load: calls.load } }), {
    input: { pageKey, storage: window.sessionStorage, defaults: { por_pagina: 20 } },
  })
  const context = useSelector(list, (s) => s.context)
  const loading = useSelector(list, isLoading)
  const [draft, setDraft] = useState<AuditFilters>(() => filtersOf(list.getSnapshot().context.filtros))
  const [detail, setDetail] = useState<AuditRow | null>(null)
  const operations = useLoaded("operaciones", calls.operations)
  const operationItems = useMemo(() => operations.map((o) => ({ id: o.operacion, label: o.n_operacion })), [operations])

  useToasts(list)

  const field = (name: keyof AuditFilters) => (value: string) => setDraft((d) => ({ ...d, [name]: value }))

  return (
    <>
      <PageTitle>Bitácora de auditoría</PageTitle>
      <form
        className="mb-4 flex flex-wrap items-end gap-3"
        aria-label="Filtros de la bitácora"
        onSubmit={(event) => {
          event.preventDefault()
          // Only the filled fields: an empty one is no filter, and the stored query stays short.
          list.send({ type: "APPLY_FILTERS", filtros: Object.fromEntries(Object.entries(draft).filter(([, v]) => v.trim() !== "")) })
        }}
      >
        <div className="w-full sm:w-56">
          <TextField label="Usuario" type="email" value={draft.id_usuario} onChange={field("id_usuario")} />
        </div>
        <div className="w-full sm:w-80">
          <SearchSelect
            label="Operación"
            items={operationItems}
            selectedId={draft.operacion === "" ? null : draft.operacion}
            onChange={(id) => setDraft((d) => ({ ...d, operacion: id ?? "" }))}
            placeholder="Todas las operaciones"
          />
        </div>
        <div className="w-full sm:w-44">
          <DateField label="Desde" value={draft.desde} onChange={field("desde")} {...(draft.hasta ? { maxValue: draft.hasta } : {})} />
        </div>
        <div className="w-full sm:w-44">
          <DateField label="Hasta" value={draft.hasta} onChange={field("hasta")} {...(draft.desde ? { minValue: draft.desde } : {})} />
        </div>
        <Button type="submit">Aplicar</Button>
      </form>
      {context.problems.length > 0 ? (
        <ul role="alert" className="mb-4 list-disc pl-6 text-sm text-danger-700">
          {context.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      <DataTable<AuditRow>
        label="Bitácora de auditoría"
        columns={columns}
        rows={context.registros}
        rowId={(r) => String(r.id_auditoria)}
        isLoading={loading}
        loadingRows={5}
        onRowAction={setDetail}
        actions={(row) => (
          <IconButton label={`Ver el detalle del registro ${row.id_auditoria}`} onPress={() => setDetail(row)}>
            {viewIcon}
          </IconButton>
        )}
      />
      <div className="mt-4">
        <Pagination
          page={context.pagina}
          pages={pageCount(context)}
          total={context.total}
          pageSize={context.por_pagina}
          pageSizes={pageSizes}
          onPageSize={(size) => {
            const known = pageSizes.find((s) => s === size)
            if (known !== undefined) list.send({ type: "PAGE_SIZE", size: known })
          }}
          onPrevious={() => list.send({ type: "PREVIOUS" })}
          onNext={() => list.send({ type: "NEXT" })}
        />
      </div>
      <Modal title="Detalle del registro" isOpen={detail !== null} onClose={() => setDetail(null)} size="lg">
        {detail ? (
          <div className="flex flex-col gap-4 text-sm">
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <DetailField label="Operación" value={detail.n_operacion} />
              <DetailField label="Resultado" value={<ResultBadge status={detail.resultado} />} />
              <DetailField label="Fecha" value={when(detail.fecha)} />
              <DetailField label="Usuario" value={detail.id_usuario ?? none} />
              <DetailField label="Registro" value={recordOf(detail) || none} />
              <DetailField label="IP" value={detail.ip ?? none} />
            </dl>
            {detail.detalle === null ? null : <p className="rounded-md border-l-4 border-[#8a5a00] bg-[#fff7e6] px-3 py-2 text-ink-900">{detail.detalle}</p>}
            <h3 className="font-semibold">Valores</h3>
            <ChangesTable row={detail} />
          </div>
        ) : null}
      </Modal>
    </>
  )
}
