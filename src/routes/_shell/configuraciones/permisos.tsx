import { createFileRoute } from "@tanstack/react-router"
import { SystemUsersPage } from "../../../configuraciones/permisos/SystemUsersPage"

export const Route = createFileRoute("/_shell/configuraciones/permisos")({ component: SystemUsersPage })
