import { createFileRoute } from "@tanstack/react-router"
import { TrainingReportPage } from "../../../formacion/reporte-formacion/TrainingReportPage"

// FOR450 (the shell's guard reads the key from domain/catalog.ts).
export const Route = createFileRoute("/_shell/formacion/reporte-formacion")({ component: TrainingReportPage })
