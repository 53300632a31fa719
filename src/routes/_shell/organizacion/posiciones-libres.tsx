import { createFileRoute } from "@tanstack/react-router"
import { PositionsOnDatePage } from "../../../organizacion/gestionar-posiciones/PositionsOnDatePage"

// ORG550: the vacant positions on a date with their days vacant and "Crear requisición".
const FreePositions = () => <PositionsOnDatePage view="libres" pageKey="/organizacion/posiciones-libres" />

export const Route = createFileRoute("/_shell/organizacion/posiciones-libres")({ component: FreePositions })
