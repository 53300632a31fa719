import { createFileRoute } from "@tanstack/react-router"
import { SettingsHub } from "../../../features/settings/hub/SettingsHub"

export const Route = createFileRoute("/_shell/configuraciones/")({ component: SettingsHub })
