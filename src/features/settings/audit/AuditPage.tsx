import { useCallback, useEffect, useState } from "react"
import { getAuditoria } from "../../../../domain/api/audit"
import type { AuditQuery, AuditRow } from "../../../../domain/audit"
import { messages } from "../../../../domain/messages"
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
// with every write; filters apply when the user presses Aplicar.

const pageSizes = [10, 20, 50, 100] as const

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

const noFilters: Filters = { id_usuario: "", operacion: "", desde: "", hasta: "" }

const queryOf = (filters: Filters, pagina: number, por_pagina: number): AuditQuery => ({
  pagina,
  por_pagina,
  ...(filters.id_usuario.trim() ? { id_usuario: filters.id_usuario.trim() } : {}),
  ...(filters.operacion.trim() ? { operacion: filters.operacion.trim() } : {}),
  ...(filters.desde ? { desde: filters.desde } : {}),
  ...(filters.hasta ? { hasta: filters.hasta } : {}),
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
  const [draft, setDraft] = useState<Filters>(noFilters)
  const [applied, setApplied] = useState<Filters>(noFilters)
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState<number>(20)
  const [rows, setRows] = useState<ReadonlyArray<AuditRow>>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(true)
  const [problems, setProblems] = useState<ReadonlyArray<string>>([])
  const [detail, setDetail] = useState<AuditRow | null>(null)

  const load = useCallback(async () => {
    setLoading(true)
    const result = await api.call(getAuditoria, queryOf(applied, page, pageSize))
    setLoading(false)
    if (result.ok) {
      setRows(result.value.result.filas)
      setTotal(result.value.result.total)
      setProblems([])
    } else if (result.detalles.length > 0) {
      setProblems(result.detalles)
    } else {
      toastQueue.add({ tone: "error", title: result.status === null ? messages.errorGeneral : messages.errorObtener })
    }
  }, [applied, page, pageSize])

  useEffect(() => {
    void load()
  }, [load])

  const pages = Math.max(1, Math.ceil(total / pageSize))
  const field = (name: keyof Filters) => (value: string) => setDraft((d) => ({ ...d, [name]: value }))

  return (
    <>
      <PageTitle>Bitácora de auditoría</PageTitle>
      <form
        className="mb-4 flex flex-wrap items-end gap-3"
        aria-label="Filtros de la bitácora"
        onSubmit={(event) => {
          event.preventDefault()
          setPage(1)
          setApplied(draft)
        }}
      >
        <TextField label="Usuario" value={draft.id_usuario} onChange={field("id_usuario")} />
        <TextField label="Operación" value={draft.operacion} onChange={field("operacion")} />
        <TextField label="Desde (aaaa-mm-dd)" value={draft.desde} onChange={field("desde")} />
        <TextField label="Hasta (aaaa-mm-dd)" value={draft.hasta} onChange={field("hasta")} />
        <Button type="submit">Aplicar</Button>
      </form>
      {problems.length > 0 ? (
        <ul role="alert" className="mb-4 list-disc pl-6 text-sm text-danger-700">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      <DataTable<AuditRow>
        label="Bitácora de auditoría"
        columns={columns}
        rows={rows}
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
          page={page}
          pages={pages}
          total={total}
          pageSize={pageSize}
          pageSizes={pageSizes}
          onPageSize={(size) => {
            setPage(1)
            setPageSize(size)
          }}
          onPrevious={() => setPage((p) => Math.max(1, p - 1))}
          onNext={() => setPage((p) => Math.min(pages, p + 1))}
        />
      </div>
      <Modal title="Detalle del registro" isOpen={detail !== null} onClose={() => setDetail(null)} size="lg">
        {detail ? (
          <div className="flex flex-col gap-3 text-sm">
            <p>
              {detail.operacion} · {detail.id_usuario ?? ""} · {new Date(detail.fecha).toLocaleString("es-MX")}
            </p>
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
