import { createFileRoute } from "@tanstack/react-router"
import { InterviewsPage } from "../../../seleccion/entrevistas/InterviewsPage"

// Entrevistas: the shell's guard reads the key (SEL250) from domain/catalog.ts.
export const Route = createFileRoute("/_shell/seleccion/entrevistas")({ component: InterviewsPage })
