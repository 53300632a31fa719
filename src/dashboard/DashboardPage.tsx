import { useActorRef, useSelector } from "@xstate/react"
import { useEffect } from "react"
import type { Indicators } from "../../domain/dashboard/dashboard"
import { messages } from "../../domain/messages"
import { dashboardCountersMachine } from "../../machines/dashboard/dashboard-counters"
import type { Loaded } from "../../machines/records/loaded-resource"
import { LoadFailure } from "../records/LoadFailure"
import { useLoadedResource } from "../records/use-loaded-resource"
import { Card } from "../ui/Card"
import { PageTitle } from "../ui/PageTitle"
import { Shimmer } from "../ui/Shimmer"
import { BarChart } from "./BarChart"
import { ContractAlerts } from "./ContractAlerts"
import { chartRows, isByCompany } from "./chart-rows"
import { cardTargets, indicatorCards } from "./indicator-cards"
import { formatCount } from "../../domain/number-format"

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

const readIndicators = async (): Promise<Loaded<Indicators>> => {
  // Loaded on demand so the schema library stays out of the first screen's bundle.
  const result = await (await import("../app/requests")).indicatorsRequest()
  return result.ok
    ? { kind: "loaded", value: result.value.result }
    : { kind: "failed", message: result.message === messages.errorGeneral ? messages.errorObtener : result.message }
}

/**
 * The seven animated figures and the chart of employees per company or department, read by a
 * loaded-resource machine on every visit (figures are live data); a failure offers Reintentar.
 */
export const DashboardPage = () => {
  const indicators = useLoadedResource("indicadores", readIndicators)
  const data = indicators.value
  return (
    <>
      <PageTitle>{messages.dashboard}</PageTitle>
      {indicators.phase === "failed" ? (
        <LoadFailure message={indicators.failure} onRetry={indicators.retry} />
      ) : data === null ? (
        <Shimmer rows={5} />
      ) : (
        <div className="flex flex-col gap-6">
          <Figures data={data} />
          <ContractAlerts />
          <BarChart
            title={data.titulo}
            categoryLabel={isByCompany(data) ? messages.empresa : messages.departamento}
            valueLabel={messages.empleados}
            rows={chartRows(data)}
          />
        </div>
      )}
    </>
  )
}
