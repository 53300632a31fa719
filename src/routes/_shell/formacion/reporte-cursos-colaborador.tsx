import { createFileRoute } from "@tanstack/react-router"
import { PersonCoursesReportPage } from "../../../formacion/reporte-cursos-colaborador/PersonCoursesReportPage"

// FOR550 (the shell's guard reads the key from domain/catalog.ts).
export const Route = createFileRoute("/_shell/formacion/reporte-cursos-colaborador")({ component: PersonCoursesReportPage })
