import { createFileRoute } from "@tanstack/react-router"
import { DepartmentsPage } from "../../../organizacion/departamentos/DepartmentsPage"

// The departments' list under its legacy route, opened with ORG400 like /organizacion/departamentos
// (DOMAIN-MX section 0); the same page, its list state kept apart.
const ManageDepartments = () => <DepartmentsPage pageKey="/organizacion/gestionar-departamentos" />

export const Route = createFileRoute("/_shell/organizacion/gestionar-departamentos")({ component: ManageDepartments })
