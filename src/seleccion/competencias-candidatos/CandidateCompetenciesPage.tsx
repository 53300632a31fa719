import { useActorRef, useSelector } from "@xstate/react"
import { fromPromise } from "xstate"
import type { CandidatoAjuste, CompetenciasCandidatos } from "../../../domain/seleccion/competencias-candidatos-api"
import { interviewCatalogNames } from "../../../domain/seleccion/entrevistas-lookups"
import { formatFixed } from "../../../domain/number-format"
import { candidateCompetenciesMachine } from "../../../machines/seleccion/competencias-candidatos"
import { candidateCompetencyCalls } from "../../../machines/seleccion/competencias-candidatos-calls"
import { api } from "../../app/api"
import { useLoadedResource } from "../../records/use-loaded-resource"
import { useLookup } from "../../records/use-lookup"
import { useToasts } from "../../records/use-toasts"
import { Button } from "../../ui/Button"
import { Modal } from "../../ui/Modal"
import { PageTitle } from "../../ui/PageTitle"
import { ScrollBox } from "../../ui/ScrollBox"
import { SearchSelect } from "../../ui/SearchSelect"
import { Select } from "../../ui/Select"
import { Spinner } from "../../ui/Spinner"

// Competencias de candidatos (MODULES-MX §6, guarded by SEL250): choose a vacancy and see the
// matrix candidato × competencia of its puesto (COM250): the expected level and weight of each
// competency in the header, the level each candidate showed in the cells, the fit % and the
// place in the ranking (rows in ranking order). Evaluar opens one candidate's levels in a dialog.
// What is chosen and edited is the page machine's (machines/seleccion/competencias-candidatos.ts).

const text = {
  title: "Competencias de candidatos",
  vacante: "Vacante",
  elija: "Elija una vacante para ver el ajuste de sus candidatos a las competencias del puesto.",
  sinCompetencias: "El puesto de la vacante no tiene competencias esperadas. Defínalas en Competencias por puesto.",
  sinCandidatos: "La vacante aún no tiene candidatos asignados.",
  lugar: "Lugar",
  candidato: "Candidato",
  etapa: "Etapa",
  ajuste: "Ajuste",
  evaluadas: "Evaluadas",
  acciones: "Acciones",
  evaluar: "Evaluar",
  evaluarA: (n: string) => `Evaluar las competencias de ${n}`,
  sinEvaluar: "Sin evaluar",
  noMostro: "No lo mostró",
  guardar: "Guardar",
  cancelar: "Cancelar",
  esperado: (nivel: string, peso: number) => `Esperado: ${nivel} · peso ${formatFixed(peso, 2)}`,
  caption: (v: string) => `Ajuste de los candidatos de ${v} a las competencias del puesto, en orden de ranking`,
  cerrado: "Descartado o contratado: ya no se evalúa",
} as const

const calls = candidateCompetencyCalls(api)
const machine = candidateCompetenciesMachine.provide({ actors: { save: fromPromise(({ input }) => calls.save(input)) } })

const levelName = (matrix: CompetenciasCandidatos, value: number | undefined): string =>
  value === undefined ? "—" : value === 0 ? text.noMostro : (matrix.niveles.find((n) => n.valor === value)?.n_nivel ?? String(value))

const fitText = (c: CandidatoAjuste) => (c.ajuste === null ? "—" : `${formatFixed(c.ajuste, 2)} %`)

export const CandidateCompetenciesPage = () => {
  const vacancies = useLookup(interviewCatalogNames.vacantes, "id_vacante", "n_vacante")
  const actor = useActorRef(machine)
  useToasts(actor)
  const { vacancy, editing, version } = useSelector(actor, (s) => s.context)
  const dialogOpen = useSelector(actor, (s) => s.matches("editing"))
  const saving = useSelector(actor, (s) => s.matches({ editing: "saving" }))
  const key = vacancy === null ? null : { vacancy, version }
  const matrix = useLoadedResource(key, (k) => calls.matrix(k.vacancy), { toastOnFailure: true, keepWhileLoading: true }).value
  const levelOptions = matrix === null ? [] : [{ id: "0", label: text.noMostro }, ...matrix.niveles.map((n) => ({ id: String(n.valor), label: n.n_nivel }))]

  const edit = (c: CandidatoAjuste) =>
    actor.send({
      type: "EDIT",
      candidate: {
        id_asignacion: c.id_asignacion,
        n_candidato: c.n_candidato,
        levels: Object.fromEntries((matrix?.competencias ?? []).map((k) => [String(k.id_competencia), String(c.evaluados.find((e) => e.id_competencia === k.id_competencia)?.nivel_evaluado ?? "")])),
      },
    })

  return (
    <>
      <PageTitle>{text.title}</PageTitle>
      <div className="flex flex-col gap-6">
        <div className="max-w-xl">
          <SearchSelect label={text.vacante} items={vacancies} selectedId={vacancy} onChange={(id) => actor.send({ type: "CHOOSE_VACANCY", vacancy: id })} isRequired />
        </div>
        {vacancy === null ? (
          <p className="text-ink-700">{text.elija}</p>
        ) : matrix === null ? (
          <Spinner className="h-6 w-6 text-brand-700" />
        ) : (
          <>
            <h2 className="text-xl font-semibold text-ink-900">{`${matrix.n_vacante} · ${matrix.n_puesto}`}</h2>
            {matrix.competencias.length === 0 ? <p className="text-ink-700">{text.sinCompetencias}</p> : null}
            {matrix.candidatos.length === 0 ? (
              <p className="text-ink-700">{text.sinCandidatos}</p>
            ) : (
              <ScrollBox label={text.caption(matrix.n_vacante)}>
                <table className="min-w-full border-collapse text-left text-sm">
                  <caption className="sr-only">{text.caption(matrix.n_vacante)}</caption>
                  <thead>
                    <tr className="border-b border-ink-200 bg-ink-50">
                      <th scope="col" className="px-3 py-2">{text.lugar}</th>
                      <th scope="col" className="px-3 py-2">{text.candidato}</th>
                      <th scope="col" className="px-3 py-2">{text.etapa}</th>
                      {matrix.competencias.map((k) => (
                        <th key={k.id_competencia} scope="col" className="px-3 py-2 align-bottom">
                          <span className="block">{k.n_competencia}</span>
                          <span className="block font-normal text-ink-700">{text.esperado(k.n_nivel_esperado, k.peso)}</span>
                        </th>
                      ))}
                      <th scope="col" className="px-3 py-2">{text.ajuste}</th>
                      <th scope="col" className="px-3 py-2">{text.evaluadas}</th>
                      <th scope="col" className="px-3 py-2">{text.acciones}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {matrix.candidatos.map((c) => (
                      <tr key={c.id_asignacion} className="border-b border-ink-100">
                        <td className="px-3 py-2">{c.posicion}</td>
                        <th scope="row" className="px-3 py-2 font-medium">{c.n_candidato}</th>
                        <td className="px-3 py-2">{c.n_etapa}</td>
                        {matrix.competencias.map((k) => (
                          <td key={k.id_competencia} className="px-3 py-2">
                            {levelName(matrix, c.evaluados.find((e) => e.id_competencia === k.id_competencia)?.nivel_evaluado)}
                          </td>
                        ))}
                        <td className="px-3 py-2 font-semibold">{fitText(c)}</td>
                        <td className="px-3 py-2">{`${c.evaluadas} de ${c.total}`}</td>
                        <td className="px-3 py-2">
                          {c.en_proceso && matrix.competencias.length > 0 ? (
                            <Button variant="secondary" aria-label={text.evaluarA(c.n_candidato)} onPress={() => edit(c)}>
                              {text.evaluar}
                            </Button>
                          ) : (
                            <span className="text-ink-700">{c.en_proceso ? "—" : text.cerrado}</span>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollBox>
            )}
          </>
        )}
      </div>
      <Modal title={editing === null ? text.evaluar : text.evaluarA(editing.n_candidato)} isOpen={dialogOpen} onClose={() => actor.send({ type: "CANCEL" })} size="md">
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault()
            actor.send({ type: "SAVE" })
          }}
        >
          {(matrix?.competencias ?? []).map((k) => (
            <Select
              key={k.id_competencia}
              label={`${k.n_competencia} (${text.esperado(k.n_nivel_esperado, k.peso)})`}
              options={levelOptions}
              placeholder={text.sinEvaluar}
              value={editing?.levels[String(k.id_competencia)] ?? ""}
              onChange={(level) => actor.send({ type: "SET_LEVEL", competency: String(k.id_competencia), level })}
            />
          ))}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onPress={() => actor.send({ type: "CANCEL" })}>
              {text.cancelar}
            </Button>
            <Button type="submit" isPending={saving}>
              {text.guardar}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  )
}
