import { createFileRoute } from "@tanstack/react-router"
import { OperativeGradesReportPage } from "../../../evaluacion/reporte-calificaciones-operativas/OperativeGradesReportPage"

// EVA365 (the shell's guard reads the key from domain/catalog.ts).
export const Route = createFileRoute("/_shell/evaluacion/reporte-calificaciones-operativas")({ component: OperativeGradesReportPage })
