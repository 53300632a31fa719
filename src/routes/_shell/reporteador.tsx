import { createFileRoute } from "@tanstack/react-router"
import { ReportBuilderPage } from "../../features/report/ReportBuilderPage"

export const Route = createFileRoute("/_shell/reporteador")({ component: ReportBuilderPage })
