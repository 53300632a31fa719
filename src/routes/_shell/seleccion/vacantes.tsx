import { createFileRoute } from "@tanstack/react-router"
import { VacanciesPage } from "../../../seleccion/vacantes/VacanciesPage"

// SEL160: the shell's guard (src/routes/_shell.tsx) reads the key and the redirect from domain/catalog.ts.
export const Route = createFileRoute("/_shell/seleccion/vacantes")({ component: VacanciesPage })
