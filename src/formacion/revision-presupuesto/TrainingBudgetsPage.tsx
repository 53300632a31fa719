import { trainingBudgets, trainingBudgetsEndpoints } from "../../../domain/formacion/revision-presupuesto"
import type { FormSection } from "../../records/RecordForm"
import { RecordPage } from "../../records/RecordPage"
import { BudgetTotals } from "./BudgetTotals"

// FOR150 Revisión de presupuesto (MODULES-MX §3): the list (Proyecto DNC, Versión, Presupuesto,
// Comprometido, Ejercido, Estado) with its filters and export; a version on a page of its own with
// its lines and its totals; "Enviar a autorización" on each row is the platform's workflow.

const sections: ReadonlyArray<FormSection> = [
  { title: "General", fields: ["id_proyecto_dnc", "id_empleado", "observaciones"] },
  { title: "Líneas", fields: ["lineas"] },
  { title: "Totales", fields: [], content: (record) => <BudgetTotals record={record} /> },
]

export const TrainingBudgetsPage = () => (
  <RecordPage descriptor={trainingBudgets} endpoints={trainingBudgetsEndpoints} pageKey="/formacion/revision-presupuesto" layout="page" formProps={{ sections }} />
)
