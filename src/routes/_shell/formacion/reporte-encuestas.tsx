import { createFileRoute } from "@tanstack/react-router"
import { SurveyReportPage } from "../../../formacion/reporte-encuestas/SurveyReportPage"

// FOR650 (the shell's guard reads the key from domain/catalog.ts).
export const Route = createFileRoute("/_shell/formacion/reporte-encuestas")({ component: SurveyReportPage })
