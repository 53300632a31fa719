import { createFileRoute } from "@tanstack/react-router"
import { RealVsBudgetReportPage } from "../../../formacion/reporte-real-vs-presupuesto/RealVsBudgetReportPage"

// FOR500 (the shell's guard reads the key from domain/catalog.ts).
export const Route = createFileRoute("/_shell/formacion/reporte-real-vs-presupuesto")({ component: RealVsBudgetReportPage })
