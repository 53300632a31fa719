import { mexicoIsoDay } from "../../domain/dates"
import { type PlannedEmployee, planPositionTrees } from "./seed-positions"

// The demo company's positions (DOMAIN-MX 3.7): in every work centre a tree of four levels on its
// department tree, a seat for each active person, about a tenth vacant, and history (a position
// ended last year, one created this year, seats whose occupant changed). Planned after the
// puestos are stored and before the people are; deterministic for a given day.

export const planDemoPositions = (nowMs: number, employees: ReadonlyArray<PlannedEmployee>) =>
  planPositionTrees({ today: mexicoIsoDay(nowMs), seed: 20_260_550, sizes: () => () => "employees" }, employees)
