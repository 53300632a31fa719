import { createFileRoute } from "@tanstack/react-router"
import { GradesReportPage } from "../../../formacion/reporte-calificaciones/GradesReportPage"

// FOR600 (the shell's guard reads the key from domain/catalog.ts).
export const Route = createFileRoute("/_shell/formacion/reporte-calificaciones")({ component: GradesReportPage })
