import { Link } from "@tanstack/react-router"
import { type ContractAlertNotice, alertSentence } from "../../domain/contratos/expiry-alerts"
import type { Loaded } from "../../machines/records/loaded-resource"
import { useLoadedResource } from "../records/use-loaded-resource"
import { Card } from "../ui/Card"

// The contracts' alerts the daily job sent this week (contracts por vencer, probations ending),
// for whoever may act on them: nothing is drawn when there are none or the read fails (the
// figures above are the page's own; a notice is extra).

const readAlerts = async (): Promise<Loaded<ReadonlyArray<ContractAlertNotice>>> => {
  const result = await (await import("../app/requests")).contractAlertsRequest()
  return result.ok ? { kind: "loaded", value: result.value.result } : { kind: "failed", message: result.message }
}

export const ContractAlerts = () => {
  const alerts = useLoadedResource("alertas-contratos", readAlerts)
  const list = alerts.value ?? []
  if (list.length === 0) return null
  return (
    <Card title="Avisos de contratos">
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm text-ink-900">
        {list.map((a) => (
          <li key={`${a.id_contrato}-${a.tipo}`}>{alertSentence(a)}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm">
        <Link to="/contratos/contratos-vencer" className="font-semibold text-brand-700 underline underline-offset-2">
          Ver contratos por vencer
        </Link>
      </p>
    </Card>
  )
}
