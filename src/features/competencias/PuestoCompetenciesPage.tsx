import { useEffect, useState } from "react"
import { catalogNames, getCatalogo, getRegistroById, mainConnection } from "../../../domain/api/catalogs"
import { type PuestoCompetencias, competenciasPuestoEndpoints } from "../../../domain/api/competencias-puesto"
import { tipoSection, tipoTitles, tiposCompetencia } from "../../../domain/records/competencias/competency-types"
import { sectionOf } from "../../../domain/records/organization/job-profile-sections"
import { messages } from "../../../domain/messages"
import { toast } from "../../../machines/toast"
import { api } from "../../app/api"
import { outcomeOf, showToast, toastOf } from "../../records/outcomes"
import { exportFile } from "../../records/exportFile"
import { useLoaded } from "../../records/useLoaded"
import { Button } from "../../ui/Button"
import { ExportButton } from "../../ui/ExportButton"
import { Modal } from "../../ui/Modal"
import { PageTitle } from "../../ui/PageTitle"
import { SearchSelect, type SelectItem } from "../../ui/SearchSelect"
import { Spinner } from "../../ui/Spinner"
import { loadChoices } from "../organization/JobProfileSelects"
import { PuestoGridForm } from "./PuestoGridForm"

// Competencias por puesto (COM250, DOMAIN-MX 5.5): choose a company and one of its puestos, then
// edit what the puesto expects in three grids (organizacionales, técnicas, operativas), each
// saved on its own; the rows are those of the job profile's competency tabs. "Copiar de otro
// puesto" fills the three grids with another puesto's expectations, to review and save.

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

const loadCompanies = async (): Promise<ReadonlyArray<SelectItem> | null> => {
  const result = await api.call(getCatalogo, { tabla: catalogNames.empresasDelRol, conexion: mainConnection })
  return result.ok ? result.value.result.map((r) => ({ id: String(r.id_empresa), label: String(r.n_empresa ?? "") })) : null
}

const loadPuestos = async (company: string): Promise<ReadonlyArray<SelectItem> | null> => {
  const result = await api.call(getRegistroById, { tabla: catalogNames.puestosDelRol, conexion: mainConnection, columnId: "id_empresa", id: Number(company) })
  return result.ok ? result.value.result.map((r) => ({ id: String(r.id_puesto), label: `${String(r.n_puesto ?? "")} (${String(r.id_puesto)})` })) : null
}

/** The grids' selects: what the job profile's three competency sections name (the levels and each type's competencies; none is a company's). */
const loadGridChoices = () =>
  loadChoices(
    tiposCompetencia.map((tipo) => sectionOf(tipoSection[tipo]).descriptor),
    0,
  )

const readPuesto = async (idEmpresa: number, idPuesto: string): Promise<PuestoCompetencias | null> => {
  const outcome = outcomeOf(await api.call(competenciasPuestoEndpoints.getCompetenciasPuesto, { id_empresa: idEmpresa, id_puesto: idPuesto }))
  if (outcome.kind === "done") return (outcome.value as { readonly result: PuestoCompetencias }).result
  showToast(toastOf(outcome, messages.errorObtener))
  return null
}

const useCompanies = (): ReadonlyArray<SelectItem> => useLoaded("empresas", loadCompanies)

export const PuestoCompetenciesPage = () => {
  const companies = useCompanies()
  const [company, setCompany] = useState<string | null>(null)
  const [puesto, setPuesto] = useState<string | null>(null)
  const puestos = useLoaded(company, loadPuestos)
  const [choices, setChoices] = useState<Readonly<Record<string, ReadonlyArray<SelectItem>>> | null>(null)
  /** The puesto shown, with the rows the grids start from; `version` mounts them again on a copy. */
  const [shown, setShown] = useState<{ readonly data: PuestoCompetencias; readonly version: number; readonly notice: string | null } | null>(null)
  const [copying, setCopying] = useState(false)
  const [source, setSource] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    void loadGridChoices().then((loaded) => {
      if (!live) return
      if (loaded === null) showToast(toast("error", messages.errorObtener))
      else setChoices(loaded)
    })
    return () => {
      live = false
    }
  }, [])

  useEffect(() => {
    setShown(null)
    if (company === null || puesto === null) return
    let live = true
    void readPuesto(Number(company), puesto).then((data) => {
      if (live && data !== null) setShown({ data, version: 0, notice: null })
    })
    return () => {
      live = false
    }
  }, [company, puesto])

  const copy = async () => {
    if (company === null || source === null || shown === null) return
    const from = await readPuesto(Number(company), source)
    if (from === null) return
    setCopying(false)
    setShown({
      data: { ...shown.data, competencias: from.competencias.filter((c) => c.tipo !== "OPE" || shown.data.tipo_puesto === "O") },
      version: shown.version + 1,
      notice: text.copiado(from.n_puesto),
    })
  }

  return (
    <>
      <PageTitle>{text.title}</PageTitle>
      <div className="flex flex-col gap-6">
        <div className="grid max-w-3xl grid-cols-1 gap-4 sm:grid-cols-2">
          <SearchSelect
            label={text.empresa}
            items={companies}
            selectedId={company}
            onChange={(id) => {
              setCompany(id)
              setPuesto(null)
            }}
            isRequired
          />
          <SearchSelect label={text.puesto} items={puestos} selectedId={puesto} onChange={setPuesto} isRequired isDisabled={company === null} />
        </div>
        {company === null ? null : (
          <div>
            {/* Every active puesto of the company with what it expects; the chosen puesto's alone comes from its own button below. */}
            <ExportButton
              label={text.exportarEmpresa}
              onExport={() => exportFile(() => api.download(competenciasPuestoEndpoints.exportarCompetenciasPuesto, { id_empresa: Number(company) }))}
            />
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
                <ExportButton
                  onExport={() =>
                    exportFile(() =>
                      api.download(competenciasPuestoEndpoints.exportarCompetenciasPuesto, { id_empresa: shown.data.id_empresa, id_puesto: shown.data.id_puesto }),
                    )
                  }
                />
                <Button
                  variant="secondary"
                  onPress={() => {
                    setSource(null)
                    setCopying(true)
                  }}
                >
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
      <Modal title={text.copiar} isOpen={copying} onClose={() => setCopying(false)} size="sm">
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault()
            void copy()
          }}
        >
          <SearchSelect label={text.origen} items={puestos.filter((p) => p.id !== puesto)} selectedId={source} onChange={setSource} isRequired autoFocus />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onPress={() => setCopying(false)}>
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
