import { createFileRoute } from "@tanstack/react-router"
import { KioskUsersPage } from "../../../features/settings/kiosk/KioskUsersPage"

export const Route = createFileRoute("/_shell/configuraciones/usuarios-kiosko")({ component: KioskUsersPage })
