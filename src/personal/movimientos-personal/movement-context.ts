import { movementCalls } from "../../../machines/personal/movimientos-personal-calls"
import { api } from "../../app/api"
import { personDateContext } from "../person-date-context"

// What the movement form shows beside its inputs (the person's values today, the vacant seats on
// the date, the motives and periodicidades), loaded once per person and date.

export const useMovementContext = personDateContext(movementCalls(api).context)
