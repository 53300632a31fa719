import { createFileRoute } from "@tanstack/react-router"
import { FinalObjectivesReportPage } from "../../../evaluacion/reporte-final-objetivos/FinalObjectivesReportPage"

// EVA350 (the shell's guard reads the key from domain/catalog.ts).
export const Route = createFileRoute("/_shell/evaluacion/reporte-final-objetivos")({ component: FinalObjectivesReportPage })
