import { createFileRoute } from "@tanstack/react-router"
import { Grades360ReportPage } from "../../../evaluacion/reporte-calificaciones-360/Grades360ReportPage"

// EVA360 (the shell's guard reads the key from domain/catalog.ts).
export const Route = createFileRoute("/_shell/evaluacion/reporte-calificaciones-360")({ component: Grades360ReportPage })
