import { createFileRoute } from "@tanstack/react-router"
import { ProfilesPage } from "../../../features/settings/profiles/ProfilesPage"

export const Route = createFileRoute("/_shell/configuraciones/perfiles")({ component: ProfilesPage })
