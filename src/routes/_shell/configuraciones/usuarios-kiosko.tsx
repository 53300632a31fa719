import { createFileRoute } from "@tanstack/react-router"
import { KioskUsersPage } from "../../../configuraciones/usuarios-kiosko/KioskUsersPage"

export const Route = createFileRoute("/_shell/configuraciones/usuarios-kiosko")({ component: KioskUsersPage })
