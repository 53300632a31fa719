import { shownDate } from "./cells"

// The timeline of a request's authorization flow, as its detail dialog shows it: each level's
// approver, result, date and comment, or why there is none yet.

export interface FlowStep {
  readonly nivel: number
  readonly autorizador: string
  readonly resultado: "A" | "R" | null
  readonly fecha: string | null
  readonly comentario: string | null
}

const resultText = (r: "A" | "R" | null): string => (r === "A" ? "Autorizado" : r === "R" ? "Rechazado" : "En espera")

export const FlowSteps = ({ id, steps, empty }: { readonly id: string; readonly steps: ReadonlyArray<FlowStep>; readonly empty: string }) => (
  <section aria-labelledby={id}>
    <h3 id={id} className="font-semibold text-ink-900">
      Autorización
    </h3>
    {steps.length === 0 ? (
      <p className="text-sm text-ink-700">{empty}</p>
    ) : (
      <ol className="flex flex-col gap-2 border-l-2 border-ink-200 pl-4 text-sm">
        {steps.map((p, i) => (
          // A request sent again after a rejection repeats its levels; steps never reorder, so
          // their position is the key.
          // biome-ignore lint/suspicious/noArrayIndexKey: steps never reorder
          <li key={i}>
            <span className="font-medium">Nivel {p.nivel}</span>: {p.autorizador} · {resultText(p.resultado)}
            {p.fecha === null ? "" : ` · ${shownDate(p.fecha)}`}
            {p.comentario === null || p.comentario === "" ? "" : ` · «${p.comentario}»`}
          </li>
        ))}
      </ol>
    )}
  </section>
)
