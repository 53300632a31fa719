import { useState } from "react"
import { contracts, contractsEndpoints } from "../../../domain/contratos/gestion-contratos"
import { contractStateNote, expiryBand } from "../../../domain/rules/contratos-vigencia"
import type { ContractState } from "../../../domain/contratos/gestion-contratos-vocabulary"
import type { Workflow } from "../../../domain/records/workflow"
import type { FormSection } from "../../records/RecordForm"
import { RecordPage } from "../../records/RecordPage"
import { textOf } from "../../records/RecordImageInput"
import { StateBadge } from "../../records/WorkflowActions"
import { fixedOnceStored } from "../../personal/fixed-once-stored"
import { IconButton, attachIcon } from "../../ui/IconButton"
import { SignedContractDialog, signedTexts } from "./SignedContractDialog"
import { FollowUpsButton } from "../seguimientos-contratos/FollowUpsButton"

// Gestión de contratos (CON210, MODULES-MX §2): the list (Folio, Colaborador, Tipo, Inicio,
// Término, Días restantes, Renovación, Firmado, Estado) with its filters (empresa, centro, tipo,
// estado, vence entre, colaborador) and export, and the contract as a full-width form in three
// tabs. The Estado column shows the state as the server read it on its day (Por vencer, Vencido
// over a stored Vigente), with LFT 39's sentence under a Vencido one; the days left are printed
// with their band in words, so the colour never carries them alone (WCAG 1.4.1). The workflow's
// actions (activar, renovar, convertir, terminar, cancelar) are the platform's.

type Row = Readonly<Record<string, unknown>>

const sections: ReadonlyArray<FormSection> = [
  { title: "Contrato", fields: ["id_empleado", "id_tipo_contrato", "f_inicio", "f_fin", "causa_art37", "id_empleado_sustituido", "dias_prueba", "meses_capacitacion"] },
  { title: "Condiciones de trabajo", fields: ["id_puesto", "salario_diario", "id_tipo_jornada", "horario", "lugar_prestacion", "funciones"] },
  { title: "Beneficiarios", fields: ["beneficiarios"] },
]

const render = { id_empleado: fixedOnceStored("colaborador") }

/** The states a reader sees: the stored ones and the two the dates give. */
const seenStates: Workflow = {
  ...(contracts.workflow as Workflow),
  states: [
    ...(contracts.workflow as Workflow).states,
    { code: "Por vencer", label: "Por vencer", tone: "warning" },
    { code: "Vencido", label: "Vencido", tone: "danger" },
  ],
}

const bandWords = { rojo: "vence en 7 días o menos", ambar: "vence en 15 días o menos", amarillo: "vence en 30 días o menos", vencido: "vencido" } as const
const bandTone = { rojo: "text-[#7f1d1d] font-semibold", ambar: "text-[#5c3d00] font-semibold", amarillo: "text-[#5c3d00]", vencido: "text-[#7f1d1d] font-semibold" } as const

const DaysLeft = ({ row }: { readonly row: Row }) => {
  const days = typeof row.dias_restantes === "number" ? row.dias_restantes : null
  const band = expiryBand(days)
  if (days === null) return null
  return (
    <span className={band === null ? undefined : bandTone[band]}>
      {days}
      {band === null ? null : <span className="block text-xs">{bandWords[band]}</span>}
    </span>
  )
}

const Situation = ({ row }: { readonly row: Row }) => {
  const note = contractStateNote(String(row.situacion ?? row.estado) as ContractState)
  return (
    <span>
      <StateBadge workflow={seenStates} value={row.situacion ?? row.estado} />
      {note === undefined ? null : <span className="mt-1 block text-xs">{note}</span>}
    </span>
  )
}

const columns = {
  dias_restantes: { render: (row: Row) => <DaysLeft row={row} /> },
  estado: { render: (row: Row) => <Situation row={row} /> },
}

export const ContractsPage = () => {
  // Which row's signed-contract dialog is open (the row and the list's reload), none when closed.
  const [attaching, setAttaching] = useState<{ readonly row: Row; readonly reload: () => void } | null>(null)
  return (
    <>
      <RecordPage
        descriptor={contracts}
        endpoints={contractsEndpoints}
        pageKey="/contratos/gestion-contratos"
        layout="page"
        columns={columns}
        formProps={{ sections, render }}
        documentName={(_, row) => `el contrato ${textOf(row.id_contrato)}`}
        rowActions={(row, reload) => (
          <>
            <FollowUpsButton folio={textOf(row.id_contrato)} />
            {row.estado === "Cancelado" ? null : (
              <IconButton opensDialog label={signedTexts.adjuntar(textOf(row.id_contrato))} onPress={() => setAttaching({ row, reload })}>
                {attachIcon}
              </IconButton>
            )}
          </>
        )}
      />
      {attaching === null ? null : <SignedContractDialog row={attaching.row} reload={attaching.reload} onClose={() => setAttaching(null)} />}
    </>
  )
}
