import { createFileRoute } from "@tanstack/react-router"
import { DepartmentTreePage } from "../../../organizacion/arbol-departamentos/DepartmentTreePage"

// ORG400: the shell's guard (src/routes/_shell.tsx) reads the key and the /dashboard redirect
// from domain/catalog.ts.
export const Route = createFileRoute("/_shell/organizacion/arbol-departamentos")({ component: DepartmentTreePage })
