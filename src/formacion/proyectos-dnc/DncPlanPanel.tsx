import { dncPlanEndpoints, dncPlanReport } from "../../../domain/formacion/proyectos-dnc-api"
import { ReportPage } from "../../records/ReportPage"

// The Plan tab of a DNC project (FOR100): its needs consolidated by tema, one line of the plan
// each (the report descriptor of domain/formacion/proyectos-dnc-api.ts), with its totals and the
// Excel and PDF exports. Read whenever the tab is shown, so it follows the needs just captured.

const endpoints = { read: dncPlanEndpoints.planDnc, xlsx: dncPlanEndpoints.exportarPlanDnc, pdf: dncPlanEndpoints.planDncPdf }

export const DncPlanPanel = ({ project }: { readonly project: Readonly<Record<string, unknown>> }) => {
  const id = String(project.id_proyecto_dnc ?? "")
  return <ReportPage key={id} report={dncPlanReport} endpoints={endpoints} fixed={{ id_proyecto_dnc: id }} showTitle={false} />
}
