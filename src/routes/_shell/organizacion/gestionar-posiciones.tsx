import { createFileRoute } from "@tanstack/react-router"
import { PositionsOnDatePage } from "../../../organizacion/gestionar-posiciones/PositionsOnDatePage"

// ORG550: the positions on a chosen date with their state, Duplicar and Dar de baja.
const ManagePositions = () => <PositionsOnDatePage view="gestionar" pageKey="/organizacion/gestionar-posiciones" />

export const Route = createFileRoute("/_shell/organizacion/gestionar-posiciones")({ component: ManagePositions })
