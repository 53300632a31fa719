import { createFileRoute } from "@tanstack/react-router"
import { SettingsHub } from "../../../configuraciones/SettingsHub"

export const Route = createFileRoute("/_shell/configuraciones/")({ component: SettingsHub })
