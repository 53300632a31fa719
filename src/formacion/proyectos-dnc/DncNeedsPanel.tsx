import { useActorRef, useSelector } from "@xstate/react"
import { useMemo } from "react"
import { fromPromise } from "xstate"
import type { ImportResult } from "../../../domain/formacion/proyectos-dnc-api"
import { dncNeeds, dncNeedsEndpoints } from "../../../domain/formacion/proyectos-dnc-needs"
import { isCapturing } from "../../../domain/formacion/proyectos-dnc-vocabulary"
import type { AnyResourceEndpoints } from "../../../domain/records/endpoints"
import { dncProjectCalls } from "../../../machines/formacion/proyectos-dnc-calls"
import { dncImportMachine } from "../../../machines/formacion/proyectos-dnc-import"
import type { CommandOutcome } from "../../../machines/records/command"
import { api } from "../../app/api"
import { RecordPage } from "../../records/RecordPage"
import { useToasts } from "../../records/use-toasts"
import { Button } from "../../ui/Button"
import { ConfirmDialog } from "../../ui/ConfirmDialog"

// The Necesidades tab of a DNC project (FOR100): the project's needs, a record list of their own
// (their resource filtered by the project, never the whole table) with their search, filters,
// export and form. While the project captures (Borrador, En captura) a need is added, changed or
// deleted here, and "Importar brechas" brings the competency gaps of its people (its machine:
// machines/formacion/proyectos-dnc-import.ts), says what it added and lists the needs again;
// afterwards the list is read-only.

type Row = Readonly<Record<string, unknown>>

export const needTexts = {
  importar: "Importar brechas",
  pregunta: "¿Importar las brechas de competencias de las personas del proyecto?",
  detalle:
    "Cada competencia en la que una persona activa de los centros del proyecto está por debajo de lo que su puesto espera se agrega como necesidad. Las que el proyecto ya tiene para esa persona y ese tema no se repiten.",
  soloConsulta: "Las necesidades de un proyecto en revisión, autorizado o cerrado ya no se modifican.",
} as const

const { importGaps } = dncProjectCalls(api)
const importMachine = dncImportMachine.provide({
  actors: { importGaps: fromPromise<CommandOutcome<ImportResult>, number>(({ input }) => importGaps(input)) },
})

/** Outside the capture the needs are only listed, read and exported. */
const readOnlyNeeds: AnyResourceEndpoints = { list: dncNeedsEndpoints.list, read: dncNeedsEndpoints.read, export: dncNeedsEndpoints.export }

const text = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "")

/** The fraction alone in the list ("III"); the form and the export say it whole. */
const columns = {
  objetivo_153f: { label: "Objetivo", render: (row: Row) => text(row.objetivo_153f) },
  trimestre: { render: (row: Row) => text(row.trimestre) },
}

/** The project is the tab's: never an input. */
const formProps = { render: { id_proyecto_dnc: () => null } }

export const DncNeedsPanel = ({ project }: { readonly project: Row }) => {
  const id = text(project.id_proyecto_dnc)
  const capturing = isCapturing(project.estado)
  const importer = useActorRef(importMachine, { input: { project: Number(id) } })
  useToasts(importer)
  const imports = useSelector(importer, (s) => s.context.imports)
  const asking = useSelector(importer, (s) => !s.matches("idle"))
  const importing = useSelector(importer, (s) => s.matches("importing"))
  // biome-ignore lint/correctness/useExhaustiveDependencies: each import gives a new object, which reads the needs again (RecordPage's fixedFilters)
  const fixed = useMemo(() => ({ id_proyecto_dnc: id }), [id, imports])
  const addValues = useMemo(() => ({ id_proyecto_dnc: id }), [id])
  return (
    <>
      <RecordPage
        descriptor={dncNeeds}
        endpoints={capturing ? dncNeedsEndpoints : readOnlyNeeds}
        pageKey={`/formacion/proyectos-dnc/necesidades/${id}`}
        showTitle={false}
        addressed={false}
        fixedFilters={fixed}
        addValues={addValues}
        columns={columns}
        formProps={formProps}
        readOnlyNote={needTexts.soloConsulta}
        deleteLabel={(row) => `Eliminar la necesidad ${text(row.id_necesidad)}: ${text(row.tema)}`}
        toolbar={
          capturing ? (
            <Button variant="secondary" aria-haspopup="dialog" onPress={() => importer.send({ type: "OPEN" })}>
              {needTexts.importar}
            </Button>
          ) : null
        }
      />
      <ConfirmDialog
        isOpen={asking}
        isBusy={importing}
        title={needTexts.importar}
        message={needTexts.pregunta}
        detail={needTexts.detalle}
        confirmLabel={needTexts.importar}
        onCancel={() => importer.send({ type: "CANCEL" })}
        onConfirm={() => importer.send({ type: "CONFIRM" })}
      />
    </>
  )
}
