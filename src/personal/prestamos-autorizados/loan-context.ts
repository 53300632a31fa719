import { loanCalls } from "../../../machines/personal/prestamos-autorizados-calls"
import { api } from "../../app/api"
import { personDateContext } from "../person-date-context"

// What the loan form shows beside its inputs (the person's pay and period, the zone's minimum
// wage on the request date, the loan parameters), loaded once per person and date: the picker
// and the terms read the same answer.

export const useLoanContext = personDateContext(loanCalls(api).context)
