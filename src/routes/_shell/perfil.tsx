import { createFileRoute } from "@tanstack/react-router"
import { ProfilePage } from "../../perfil/ProfilePage"

export const Route = createFileRoute("/_shell/perfil")({ component: ProfilePage })
