import { Link } from "@tanstack/react-router"
import { useMemo, useState } from "react"
import { flagsNamedBy, letterMessages } from "../../../domain/personal/documents-vocabulary"
import type { PortalTargetSearch } from "../../../domain/personal/portal-request-link"
import { employmentLetters, employmentLettersEndpoints } from "../../../domain/personal/cartas-laborales"
import { employmentLetterCalls } from "../../../machines/personal/cartas-laborales-calls"
import type { Values } from "../../../machines/record-modal"
import { api } from "../../app/api"
import { saveFile } from "../../api/save-file"
import { useCommand } from "../../records/use-command"
import { FieldInput } from "../../records/FieldInput"
import type { FieldRenderProps } from "../../records/RecordForm"
import { RecordPage } from "../../records/RecordPage"
import { useLoadedResource } from "../../records/use-loaded-resource"
import { ConfirmDialog } from "../../ui/ConfirmDialog"
import { IconButton } from "../../ui/IconButton"
import { TextField } from "../../ui/TextField"
import { LinkFieldError, linkNoteOf } from "../solicitudes-portal/PortalLinkNote"
import type { PortalArrival } from "../../../machines/personal/solicitudes-portal-calls"
import { usePortalArrival } from "../solicitudes-portal/use-portal-arrival"
import { DocumentEmployeePicker } from "../DocumentEmployeePicker"
import { LetterTextInput } from "../plantillas-carta/LetterTextInput"
import { useDocumentEmployee } from "../use-document-employee"

// Cartas laborales (GP210, DOMAIN-MX 4.5): the list (Folio, Colaborador, Tipo, Fecha de
// solicitud, Fecha de emisión, Firmante, Estado; a request waiting more than three days says
// "Vencida" in red, LFT art. 132) with its filters and export; the form (the person with what the
// letter will say of them, the type, the addressee, the flags, the signer, and the text with its
// type's template); each row's actions: Emitir while Solicitada (the PDF downloads with its
// folio) and Reemitir once issued (a new letter with a new folio, after a confirmation); Imprimir
// (the issued letter, or a draft) and the box that picks letters for one zip come from the
// descriptor's document "carta". An issued letter opens read-only: it is never changed.
// Reached from a kiosk constancia request (Solicitudes del portal), the add form opens for that
// person with the plain constancia laboral and the request's link; issuing it attends the request.

type Row = Readonly<Record<string, unknown>>
const letterCalls = employmentLetterCalls(api)

const text = (v: unknown): string => (typeof v === "string" ? v : "")

/** An issued letter's form is read-only: the server refuses any change of it too. */
const frozen = (props: FieldRenderProps): boolean => props.record !== null && props.record.estado === "Emitida"
const readOnlyWhenIssued = (props: FieldRenderProps) => <FieldInput {...props} isReadOnly={props.isReadOnly || frozen(props)} />

/** The person, and a warning when a recommendation is for someone not to be rehired. */
const LetterEmployee = (props: FieldRenderProps) => {
  const facts = useDocumentEmployee(text(props.value))
  const warn = facts !== null && facts.activo !== "1" && facts.recontratable === "0"
  return (
    <div className="flex flex-col gap-1">
      <DocumentEmployeePicker {...props} isReadOnly={props.isReadOnly || frozen(props)} options={{ bajas: true, facts: true }} />
      {warn ? (
        <p role="status" className="text-sm font-medium text-amber-900">
          {letterMessages.recomendacionNoRecontratable}
        </p>
      ) : null}
    </div>
  )
}

const render = {
  id_empleado: (props: FieldRenderProps) => <LetterEmployee {...props} />,
  id_firmante: (props: FieldRenderProps) =>
    frozen(props) ? (
      <TextField label={props.field.label} value={text(props.record?.firmante)} onChange={() => undefined} isReadOnly />
    ) : (
      <DocumentEmployeePicker {...props} options={{ searchLabel: "Buscar firmante" }} />
    ),
  id_tipo_carta: readOnlyWhenIssued,
  f_solicitud: readOnlyWhenIssued,
  dirigido_a: readOnlyWhenIssued,
  incluir_salario: readOnlyWhenIssued,
  incluir_nss_rfc: readOnlyWhenIssued,
  texto: (props: FieldRenderProps) => <LetterTextInput {...props} frozen={frozen(props)} />,
  id_solicitud: LinkFieldError,
}

/** Typing a salary or identifier placeholder into the text ticks its flag, visibly, as asking for it. */
const tickNamedFlags = (values: Values, field: string): Values =>
  field === "texto" ? { ...values, ...Object.fromEntries(flagsNamedBy(text(values.texto)).map((flag) => [flag, "1"])) } : values

/**
 * The add form of a constancia request: its person, the first active constancia laboral whose
 * template prints no private data (the person asked for a constancia, not for their pay or their
 * NSS), the link.
 */
const useConstanciaForm = (arrival: PortalArrival | null): Values | null => {
  const tipo = useLoadedResource(arrival, letterCalls.constanciaType).value
  // One object per answer: the form opens with it once.
  return useMemo(
    () => (arrival === null || tipo === null ? null : { id_empleado: String(arrival.id_empleado), id_tipo_carta: tipo, id_solicitud: String(arrival.id_solicitud) }),
    [arrival, tipo],
  )
}

const columns = {
  id_carta: { render: (row: Row) => String(row.id_carta ?? "") },
  folio: { render: (row: Row) => text(row.folio) || "—" },
  estado: {
    render: (row: Row) =>
      row.vencida === "1" ? (
        <span className="font-semibold text-danger-700">Vencida (solicitada hace más de 3 días)</span>
      ) : (
        text(row.estado)
      ),
  },
}

// Emitir: a new document (the tick means confirming a pre-alta).
const issueIcon = <path d="M6 3h8l4 4v14H6zM14 3v4h4M12 11v6M9 14h6" />
const reissueIcon = <path d="M4 4v6h6M20 20v-6h-6M5 15a8 8 0 0 0 14 2M19 9A8 8 0 0 0 5 7" />

export const EmploymentLettersPage = ({ pageKey, search, onTaken }: { readonly pageKey: string; readonly search: PortalTargetSearch; readonly onTaken: () => void }) => {
  const arrival = usePortalArrival(search, onTaken)
  const addWith = useConstanciaForm(arrival)
  const [reissuing, setReissuing] = useState<{ readonly row: Row; readonly reload: () => void } | null>(null)
  const issuing = useCommand(
    ({ row, success }: { readonly row: Row; readonly reload: () => void; readonly success: string }) => letterCalls.issue({ id_carta: Number(row.id_carta), success }),
    {
      onDone: (file, input) => {
        saveFile(file)
        setReissuing(null)
        input.reload()
      },
      onFailed: () => setReissuing(null),
    },
  )
  const busy = issuing.phase === "running"
  const label = (row: Row) => (text(row.folio) === "" ? `la solicitud ${String(row.id_carta ?? "")}` : `la carta ${text(row.folio)}`)
  return (
    <>
      <RecordPage
        descriptor={employmentLetters}
        endpoints={employmentLettersEndpoints}
        pageKey={pageKey}
        columns={columns}
        adjust={tickNamedFlags}
        toolbar={
          <Link to="/personal/plantillas-carta" className="inline-flex items-center rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
            Plantillas de carta
          </Link>
        }
        addWith={addWith}
        formProps={{
          order: ["id_empleado", "id_tipo_carta", "f_solicitud", "dirigido_a", "incluir_salario", "incluir_nss_rfc", "id_firmante", "texto"],
          render,
          header: (values, record) => linkNoteOf(values, arrival?.detalle ?? null, "carta", record !== null),
        }}
        deleteLabel={(row) => `Eliminar ${label(row)}`}
        documentName={(_, row) => label(row)}
        rowActions={(row, reload) => (
          <>
            {row.estado === "Solicitada" ? (
              <IconButton label={`Emitir ${label(row)}`} onPress={() => issuing.run({ row, reload, success: letterMessages.emitidaOk })}>
                {issueIcon}
              </IconButton>
            ) : (
              <IconButton opensDialog label={`Reemitir ${label(row)}`} onPress={() => setReissuing({ row, reload })}>
                {reissueIcon}
              </IconButton>
            )}
          </>
        )}
      />
      <ConfirmDialog
        isOpen={reissuing !== null}
        isBusy={busy}
        title="Reemitir carta"
        message={`¿Desea reemitir ${reissuing === null ? "" : label(reissuing.row)} con un nuevo folio? La carta emitida se conserva sin cambios.`}
        onCancel={() => setReissuing(null)}
        onConfirm={() => {
          if (reissuing === null) return
          issuing.run({ ...reissuing, success: letterMessages.reemitidaOk
          })
        }}
      />
    </>
  )
}
