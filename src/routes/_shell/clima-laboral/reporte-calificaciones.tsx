import { createFileRoute } from "@tanstack/react-router"
import { ClimateReportPage } from "../../../clima-laboral/reporte-calificaciones/ClimateReportPage"

// CLI230: the shell's guard reads the key from domain/catalog.ts.
export const Route = createFileRoute("/_shell/clima-laboral/reporte-calificaciones")({ component: ClimateReportPage })
