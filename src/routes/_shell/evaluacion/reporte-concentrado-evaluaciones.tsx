import { createFileRoute } from "@tanstack/react-router"
import { ConcentradoPage } from "../../../evaluacion/reporte-concentrado-evaluaciones/ConcentradoPage"

// EVA390: the shell's guard reads the key from domain/catalog.ts.
export const Route = createFileRoute("/_shell/evaluacion/reporte-concentrado-evaluaciones")({ component: ConcentradoPage })
