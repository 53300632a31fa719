import { createFileRoute } from "@tanstack/react-router"
import { messages } from "../../../../domain/messages"
import { UnderConstruction } from "../../../features/placeholder/UnderConstruction"

const SettingsHub = () => <UnderConstruction title={messages.configuraciones} />

export const Route = createFileRoute("/_shell/configuraciones/")({ component: SettingsHub })
