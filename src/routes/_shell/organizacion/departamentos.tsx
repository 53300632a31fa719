import { createFileRoute } from "@tanstack/react-router"
import { DepartmentsPage } from "../../../organizacion/departamentos/DepartmentsPage"

// ORG400: the shell's guard (src/routes/_shell.tsx) reads the key and the /dashboard redirect
// from domain/catalog.ts. gestionar-departamentos shows the same page.
const Departments = () => <DepartmentsPage pageKey="/organizacion/departamentos" />

export const Route = createFileRoute("/_shell/organizacion/departamentos")({ component: Departments })
