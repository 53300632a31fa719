import { createFileRoute } from "@tanstack/react-router"
import { ReportBuilderPage } from "../../reporteador/ReportBuilderPage"

export const Route = createFileRoute("/_shell/reporteador")({ component: ReportBuilderPage })
