import type { EvaluationResults } from "../../domain/evaluacion/mis-evaluaciones-api"
import { formatFixed } from "../../domain/number-format"
import { HeaderCells } from "../ui/HeaderCells"
import { ScrollingTable } from "../ui/ScrollingTable"

// A participant's results as /get-resultados-evaluacion answers them: the objectives, 360 and
// operative scores and the 360 relations that may be shown (a relation under its minimum is
// never shown alone; the hidden ones are only counted). HR reads it capturing from EVA150, the
// person in Mis evaluaciones once their 360 feedback session is held.

export const resultsTexts = {
  resultados: "Resultados",
  objetivos: "Calificación de objetivos",
  evaluacion360: "Calificación 360",
  operativa: "Calificación operativa",
  sinCalificacion: "Sin calificación",
  grupos360: "Evaluación 360 por relación",
  grupo: "Relación",
  media: "Media",
  evaluadores: "Evaluadores",
  peso: "Peso %",
  ocultas: (n: number) =>
    n === 1 ? "1 relación con respuestas no se muestra: tiene menos evaluadores que su mínimo." : `${n} relaciones con respuestas no se muestran: tienen menos evaluadores que su mínimo.`,
  sin360: "Sin resultados 360 todavía.",
} as const

const score = (n: number | null) => (n === null ? resultsTexts.sinCalificacion : formatFixed(n, 2))

export const EvaluationResultsView = ({ r, headingId }: { readonly r: EvaluationResults; readonly headingId: string }) => {
  const e360 = r.evaluacion_360
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold text-ink-900">
        {resultsTexts.resultados}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-700">{resultsTexts.objetivos}</dt>
        <dd className="text-ink-900">{score(r.objetivos)}</dd>
        {e360 === null ? null : (
          <>
            <dt className="text-ink-700">{resultsTexts.evaluacion360}</dt>
            <dd className="text-ink-900">
              {e360.final === null ? resultsTexts.sinCalificacion : `${formatFixed(e360.final, 2)} (${formatFixed(e360.porcentaje ?? 0, 2)} %)`}
            </dd>
          </>
        )}
        <dt className="text-ink-700">{resultsTexts.operativa}</dt>
        <dd className="text-ink-900">{score(r.operativa)}</dd>
      </dl>
      {e360 === null ? null : e360.grupos.length === 0 ? (
        <p className="text-sm text-ink-700">{resultsTexts.sin360}</p>
      ) : (
        <ScrollingTable caption={resultsTexts.grupos360} boxClassName="overflow-auto focus-visible:outline-3 focus-visible:outline-focus" tableClassName="w-full border-collapse text-left text-sm">
          <thead>
            <tr>
              <HeaderCells
                labels={[resultsTexts.grupo, resultsTexts.media, resultsTexts.evaluadores, resultsTexts.peso]}
                className="border-b border-ink-200 px-2 py-1 font-semibold text-ink-900"
              />
            </tr>
          </thead>
          <tbody>
            {e360.grupos.map((g) => (
              <tr key={g.grupo} className="border-b border-ink-200">
                <th scope="row" className="px-2 py-1 text-left font-normal text-ink-900">
                  {g.n_grupo}
                </th>
                <td className="px-2 py-1 text-ink-700">{formatFixed(g.media, 2)}</td>
                <td className="px-2 py-1 text-ink-700">{g.evaluadores}</td>
                <td className="px-2 py-1 text-ink-700">{formatFixed(g.peso, 2)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      )}
      {e360 !== null && e360.ocultas > 0 ? <p className="text-sm text-ink-700">{resultsTexts.ocultas(e360.ocultas)}</p> : null}
    </section>
  )
}
