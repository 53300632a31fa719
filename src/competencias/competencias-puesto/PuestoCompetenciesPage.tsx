import { useActorRef, useSelector } from "@xstate/react"
import { fromPromise } from "xstate"
import { catalogNames } from "../../../domain/api/catalogs"
import type { PuestoCompetencias } from "../../../domain/competencias/competencias-puesto-api"
import { tipoTitles, tiposCompetencia } from "../../../domain/competencias/competency-types"
import { puestoCompetenciesMachine } from "../../../machines/competencias/competencias-puesto"
import { puestoCompetencyCalls } from "../../../machines/competencias/competencias-puesto-calls"
import { api } from "../../app/api"
import { useExport } from "../../records/use-export"
import { useLoadedResource } from "../../records/use-loaded-resource"
import { useLookup } from "../../records/use-lookup"
import { Button } from "../../ui/Button"
import { ExportAction } from "../../ui/ExportAction"
import { Modal } from "../../ui/Modal"
import { PageTitle } from "../../ui/PageTitle"
import { SearchSelect, type SelectItem } from "../../ui/SearchSelect"
import { Spinner } from "../../ui/Spinner"
import { PuestoGridForm } from "./PuestoGridForm"
import { useToasts } from "../../records/use-toasts"

// Competencias por puesto (COM250, DOMAIN-MX 5.5): choose a company and one of its puestos, then
// edit what the puesto expects in three grids (organizacionales, técnicas, operativas), each
// saved on its own; the rows are those of the job profile's competency tabs. "Copiar de otro
// puesto" fills the three grids with another puesto's expectations, to review and save. What is
// chosen and copied is the page machine's (machines/competencias/competencias-puesto.ts).

const text = {
  title: "Competencias por puesto",
  empresa: "Empresa",
  puesto: "Puesto",
  elija: "Elija una empresa y un puesto para ver y editar las competencias que espera.",
  copiar: "Copiar de otro puesto",
  origen: "Puesto de origen",
  copiarAccion: "Copiar",
  cancelar: "Cancelar",
  copiado: (n: string) => `Se copiaron las competencias de ${n}. Revise cada tipo y guárdelo.`,
  soloOperativo: "Las competencias operativas solo aplican a puestos de tipo Operativo.",
  exportarEmpresa: "Exportar Excel de la empresa",
} as const

type Shown = { readonly data: PuestoCompetencias; readonly version: number; readonly notice: string | null }

const calls = puestoCompetencyCalls(api)
const none: ReadonlyArray<SelectItem> = []
const machine = puestoCompetenciesMachine.provide({ actors: { copySource: fromPromise(({ input }) => calls.copySource(input)) } })

export const PuestoCompetenciesPage = () => {
  const companies = useLookup(catalogNames.empresasDelRol, "id_empresa", "n_empresa")
  const actor = useActorRef(machine)
  useToasts(actor)
  const { company, puesto, source, copied } = useSelector(actor, (s) => s.context)
  const copying = useSelector(actor, (s) => s.matches("copyDialog"))
  const puestos = useLoadedResource(company, calls.puestos, { toastOnFailure: true }).value ?? none
  const choices = useLoadedResource("competencias", calls.gridChoices, { toastOnFailure: true }).value
  // The chosen puesto, read by a loaded-resource machine (another choice drops the answer still coming).
  const key = company === null || puesto === null ? null : { company, puesto }
  const stored = useLoadedResource(key, calls.puesto, { toastOnFailure: true }).value
  /** The puesto shown, with the rows the grids start from; `version` mounts them again on a copy. */
  const shown: Shown | null =
    stored === null
      ? null
      : copied !== null && copied.data.id_puesto === stored.id_puesto
        ? { data: copied.data, version: copied.version, notice: text.copiado(copied.from) }
        : { data: stored, version: 0, notice: null }
  const exporting = useExport(calls.exportPuestos)
  const exportingPuesto = useExport(calls.exportPuestos)
  const close = () => actor.send({ type: "CANCEL" })

  return (
    <>
      <PageTitle>{text.title}</PageTitle>
      <div className="flex flex-col gap-6">
        <div className="grid max-w-3xl grid-cols-1 gap-4 sm:grid-cols-2">
          <SearchSelect
            label={text.empresa}
            items={companies}
            selectedId={company}
            onChange={(id) => actor.send({ type: "CHOOSE_COMPANY", company: id })}
            isRequired
          />
          <SearchSelect
            label={text.puesto}
            items={puestos}
            selectedId={puesto}
            onChange={(id) => actor.send({ type: "CHOOSE_PUESTO", puesto: id })}
            isRequired
            isDisabled={company === null}
          />
        </div>
        {company === null ? null : (
          <div>
            {/* Every active puesto of the company with what it expects; the chosen puesto's alone comes from its own button below. */}
            <ExportAction label={text.exportarEmpresa} busy={exporting.phase === "running"} onPress={() => exporting.run({ idEmpresa: Number(company) })} />
          </div>
        )}
        {company === null || puesto === null ? (
          <p className="text-ink-700">{text.elija}</p>
        ) : shown === null || choices === null ? (
          <Spinner className="h-6 w-6 text-brand-700" />
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 className="text-xl font-semibold text-ink-900">{`Puesto ${shown.data.id_puesto} · ${shown.data.n_puesto}`}</h2>
              <div className="flex flex-wrap gap-2">
                <ExportAction
                  busy={exportingPuesto.phase === "running"}
                  onPress={() => exportingPuesto.run({ idEmpresa: shown.data.id_empresa, idPuesto: shown.data.id_puesto })}
                />
                <Button variant="secondary" onPress={() => actor.send({ type: "OPEN_COPY" })}>
                  {text.copiar}
                </Button>
              </div>
            </div>
            {shown.notice === null ? null : (
              <p role="status" className="rounded-md border-l-4 border-brand-700 bg-brand-50 px-3 py-2 text-ink-900">
                {shown.notice}
              </p>
            )}
            {tiposCompetencia.map((tipo) => (
              // Not a landmark of its own: the grid's form is one, named by the same title.
              <div key={tipo} className="flex flex-col gap-3 rounded-lg border border-ink-200 p-4">
                <h3 className="text-lg font-semibold text-ink-900">
                  {tipoTitles[tipo]}
                </h3>
                {tipo === "OPE" && shown.data.tipo_puesto !== "O" ? (
                  <p className="text-ink-700">{text.soloOperativo}</p>
                ) : (
                  <PuestoGridForm
                    key={`${shown.data.id_puesto}-${shown.version}-${tipo}`}
                    tipo={tipo}
                    idEmpresa={shown.data.id_empresa}
                    idPuesto={shown.data.id_puesto}
                    rows={shown.data.competencias.filter((c) => c.tipo === tipo)}
                    choices={choices}
                  />
                )}
              </div>
            ))}
          </>
        )}
      </div>
      <Modal title={text.copiar} isOpen={copying} onClose={close} size="sm">
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault()
            if (shown !== null) actor.send({ type: "COPY", onto: shown.data, version: shown.version })
          }}
        >
          <SearchSelect label={text.origen} items={puestos.filter((p) => p.id !== puesto)} selectedId={source} onChange={(id) => actor.send({ type: "CHOOSE_SOURCE", source: id })} isRequired autoFocus />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onPress={close}>
              {text.cancelar}
            </Button>
            <Button type="submit" isDisabled={source === null}>
              {text.copiarAccion}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  )
}
