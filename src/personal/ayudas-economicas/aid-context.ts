import { aidCalls } from "../../../machines/personal/ayudas-economicas-calls"
import { api } from "../../app/api"
import { personDateContext } from "../person-date-context"

// What the aid form shows beside its inputs (the person's name and seniority on the request
// date, the active tipos de ayuda with their limits), loaded once per person and date.

export const useAidContext = personDateContext(aidCalls(api).context)
