import { createFileRoute } from "@tanstack/react-router"
import { ProfilesPage } from "../../../configuraciones/perfiles/ProfilesPage"

export const Route = createFileRoute("/_shell/configuraciones/perfiles")({ component: ProfilesPage })
