import { createFileRoute } from "@tanstack/react-router"
import { SystemUsersPage } from "../../../features/settings/users/SystemUsersPage"

export const Route = createFileRoute("/_shell/configuraciones/permisos")({ component: SystemUsersPage })
