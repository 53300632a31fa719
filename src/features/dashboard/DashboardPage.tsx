import { useActorRef, useSelector } from "@xstate/react"
import { useEffect } from "react"
import type { Indicators } from "../../../domain/dashboard"
import { messages } from "../../../domain/messages"
import { dashboardCountersMachine } from "../../../machines/dashboardCounters"
import type { CallResult } from "../../api/callResult"
import { Card } from "../../ui/Card"
import { PageTitle } from "../../ui/PageTitle"
import { BarChart } from "./BarChart"
import { chartRows, isByCompany } from "./chartRows"
import { cardTargets, indicatorCards } from "./indicatorCards"
import { formatCount } from "../../../domain/number-format"

const prefersReducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false

const Figures = ({ data }: { readonly data: Indicators }) => {
  const counters = useActorRef(dashboardCountersMachine, { input: {} })
  const values = useSelector(counters, (s) => s.context.values)
  useEffect(() => {
    counters.send({ type: "START", targets: cardTargets(data), reducedMotion: prefersReducedMotion() })
  }, [counters, data])
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-7">
      {indicatorCards.map((c) => (
        <Card key={c.key} title={c.title}>
          <p data-value={data[c.key]} className="mt-2 text-3xl font-bold text-brand-700 tabular-nums">
            {formatCount(values[c.key] ?? 0)}
          </p>
        </Card>
      ))}
    </div>
  )
}

/** The seven animated figures and the chart of employees per company or department. */
export const DashboardPage = ({ result }: { readonly result: CallResult<{ readonly result: Indicators }> }) => (
  <>
    <PageTitle>{messages.dashboard}</PageTitle>
    {result.ok ? (
      <div className="flex flex-col gap-6">
        <Figures data={result.value.result} />
        <BarChart
          title={result.value.result.titulo}
          categoryLabel={isByCompany(result.value.result) ? messages.empresa : messages.departamento}
          valueLabel={messages.empleados}
          rows={chartRows(result.value.result)}
        />
      </div>
    ) : (
      <p role="alert" className="rounded-md border border-danger-700 bg-danger-50 p-4 text-danger-700">
        {result.message === messages.errorGeneral ? messages.errorObtener : result.message}
      </p>
    )}
  </>
)
