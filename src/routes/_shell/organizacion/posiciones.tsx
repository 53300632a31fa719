import { createFileRoute } from "@tanstack/react-router"
import { PositionsPage } from "../../../organizacion/posiciones/PositionsPage"

// ORG550: add, edit and delete positions (the records page). The list on another date with
// Duplicar and Dar de baja is gestionar-posiciones; the vacant seats are posiciones-libres.
const Positions = () => <PositionsPage pageKey="/organizacion/posiciones" />

export const Route = createFileRoute("/_shell/organizacion/posiciones")({ component: Positions })
