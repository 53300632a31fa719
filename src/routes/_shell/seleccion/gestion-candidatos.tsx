import { createFileRoute } from "@tanstack/react-router"
import { CandidateRecordsPage } from "../../../seleccion/gestion-candidatos/CandidateRecordsPage"

// SEL200: the shell's guard (src/routes/_shell.tsx) reads the key and the redirect from domain/catalog.ts.
export const Route = createFileRoute("/_shell/seleccion/gestion-candidatos")({ component: CandidateRecordsPage })
