import { createFileRoute } from "@tanstack/react-router"
import { ObjectivesProgressReportPage } from "../../../evaluacion/reporte-evaluados-objetivos/ObjectivesProgressReportPage"

// EVA300 (the shell's guard reads the key from domain/catalog.ts).
export const Route = createFileRoute("/_shell/evaluacion/reporte-evaluados-objetivos")({ component: ObjectivesProgressReportPage })
