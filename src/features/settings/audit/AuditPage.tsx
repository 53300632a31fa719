import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useState } from "react"
import { fromPromise } from "xstate"
import { getAuditoria } from "../../../../domain/api/audit"
import type { AuditQuery, AuditRow } from "../../../../domain/audit"
import { messages } from "../../../../domain/messages"
import type { ListQuery, PageSize } from "../../../../domain/records/list-query"
import { type LoadOutcome, createListPageMachine, isLoading, pageCount } from "../../../../machines/records/listPage"
import { api } from "../../../app/api"
import { Button } from "../../../ui/Button"
import { DataTable, type TableColumn } from "../../../ui/DataTable"
import { IconButton } from "../../../ui/IconButton"
import { Modal } from "../../../ui/Modal"
import { PageTitle } from "../../../ui/PageTitle"
import { Pagination } from "../../../ui/Pagination"
import { TextField } from "../../../ui/TextField"
import { toastQueue } from "../../../ui/toastQueue"

// The audit log (issue 7, key SIS950): read-only and paged on the server, since the log grows
// with every write; filters apply when the user presses Aplicar. Paging, page size and the
// applied filters live in the shared list machine, so they survive a reload of the page and are
// forgotten on leaving for another list, like every list page. The log has no search box and no
// column sort: its endpoint filters by user, operation and dates only.

const pageKey = "/configuraciones/bitacora-auditoria"

const pageSizes: ReadonlyArray<PageSize> = [10, 20, 50, 100]

const auditList = createListPageMachine<AuditRow>()

const columns: ReadonlyArray<TableColumn<AuditRow>> = [
  { id: "fecha", label: "Fecha", isRowHeader: true, render: (r) => new Date(r.fecha).toLocaleString("es-MX") },
  { id: "id_usuario", label: "Usuario", render: (r) => r.id_usuario ?? "" },
  { id: "ip", label: "IP", render: (r) => r.ip ?? "" },
  { id: "operacion", label: "Operación" },
  { id: "entidad", label: "Entidad", render: (r) => r.entidad ?? "" },
  { id: "clave", label: "Clave", render: (r) => r.clave ?? "" },
  { id: "resultado", label: "Resultado", render: (r) => String(r.resultado) },
]

interface Filters {
  readonly id_usuario: string
  readonly operacion: string
  readonly desde: string
  readonly hasta: string
}

/** The form's fields from the applied filters (restored from session storage). */
const filtersOf = (filtros: Readonly<Record<string, string>>): Filters => ({
  id_usuario: filtros.id_usuario ?? "",
  operacion: filtros.operacion ?? "",
  desde: filtros.desde ?? "",
  hasta: filtros.hasta ?? "",
})

/** The list query in the audit endpoint's own request shape (empty filters left out). */
const auditQueryOf = (q: ListQuery): AuditQuery => {
  const f = filtersOf(q.filtros)
  return {
    pagina: q.pagina,
    por_pagina: q.por_pagina,
    ...(f.id_usuario.trim() ? { id_usuario: f.id_usuario.trim() } : {}),
    ...(f.operacion.trim() ? { operacion: f.operacion.trim() } : {}),
    ...(f.desde ? { desde: f.desde } : {}),
    ...(f.hasta ? { hasta: f.hasta } : {}),
  }
}

/** A refused filter (a bad date) is listed beside the form; any other failure is a toast. */
const load = fromPromise<LoadOutcome<AuditRow>, ListQuery>(async ({ input }) => {
  const result = await api.call(getAuditoria, auditQueryOf(input))
  if (result.ok) {
    const { filas, total } = result.value.result
    return { kind: "loaded", page: { registros: filas, total, pagina: input.pagina, por_pagina: input.por_pagina } }
  }
  if (result.detalles.length > 0) return { kind: "invalid", problems: result.detalles }
  return { kind: "failed", message: result.status === null ? messages.errorGeneral : messages.errorObtener }
})

/** Pretty JSON of a stored before/after value, shown as plain text. */
const pretty = (json: string | null): string => {
  if (json === null) return "—"
  try {
    return JSON.stringify(JSON.parse(json), null, 2)
  } catch {
    return json
  }
}

export const AuditPage = () => {
  const list = useActorRef(auditList.provide({ actors: { load } }), {
    input: { pageKey, storage: window.sessionStorage, defaults: { por_pagina: 20 } },
  })
  const context = useSelector(list, (s) => s.context)
  const loading = useSelector(list, isLoading)
  const [draft, setDraft] = useState<Filters>(() => filtersOf(list.getSnapshot().context.filtros))
  const [detail, setDetail] = useState<AuditRow | null>(null)

  useEffect(() => {
    const sub = list.on("toast", (t) => toastQueue.add(t))
    return () => sub.unsubscribe()
  }, [list])

  const field = (name: keyof Filters) => (value: string) => setDraft((d) => ({ ...d, [name]: value }))

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
        <TextField label="Usuario" value={draft.id_usuario} onChange={field("id_usuario")} />
        <TextField label="Operación" value={draft.operacion} onChange={field("operacion")} />
        <TextField label="Desde (aaaa-mm-dd)" value={draft.desde} onChange={field("desde")} />
        <TextField label="Hasta (aaaa-mm-dd)" value={draft.hasta} onChange={field("hasta")} />
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
            <span aria-hidden="true">…</span>
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
          <div className="flex flex-col gap-3 text-sm">
            <p>
              {detail.operacion} · {detail.id_usuario ?? ""} · {new Date(detail.fecha).toLocaleString("es-MX")}
            </p>
            {detail.detalle === null ? null : <p className="rounded-md border-l-4 border-[#8a5a00] bg-[#fff7e6] px-3 py-2 text-ink-900">{detail.detalle}</p>}
            <h3 className="font-semibold">Antes</h3>
            <pre className="max-h-60 overflow-auto rounded bg-ink-50 p-2 whitespace-pre-wrap">{pretty(detail.antes)}</pre>
            <h3 className="font-semibold">Después</h3>
            <pre className="max-h-60 overflow-auto rounded bg-ink-50 p-2 whitespace-pre-wrap">{pretty(detail.despues)}</pre>
          </div>
        ) : null}
      </Modal>
    </>
  )
}
