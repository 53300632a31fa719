import { createFileRoute } from "@tanstack/react-router"
import { EmployeesPage } from "../../../features/personal/EmployeesPage"

// GP100: the shell's guard (src/routes/_shell.tsx) reads the key and the redirect from domain/catalog.ts.
export const Route = createFileRoute("/_shell/personal/gestion-personal")({ component: EmployeesPage })
