import { createFileRoute } from "@tanstack/react-router"
import { CommitmentsReportPage } from "../../../evaluacion/reporte-compromisos/CommitmentsReportPage"

// EVA380: the shell's guard reads the key from domain/catalog.ts.
export const Route = createFileRoute("/_shell/evaluacion/reporte-compromisos")({ component: CommitmentsReportPage })
