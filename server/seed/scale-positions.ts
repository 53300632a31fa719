import { mexicoIsoDay } from "../../domain/dates"
import { type CentreSize, type PlannedEmployee, planPositionTrees } from "./seed-positions"

// The scale seed's positions: 20,000 over the 500 centres. The centre with the most people holds
// 5,000 (the org-chart bench draws "the chart of a 5,000-position work centre"); the others share
// the rest, about 30 each. Occupants come from each centre's people; seats beyond them are vacant.

export const scalePositionCount = 20_000
export const largestCentrePositions = 5_000

const plan = (total: number) => (centres: ReadonlyArray<CentreSize>) => {
  const largest = [...centres].sort((a, b) => b.employees - a.employees || a.id_centro_trabajo - b.id_centro_trabajo)[0]
  const big = Math.min(largestCentrePositions, Math.floor(total / 4))
  const others = Math.max(1, centres.length - 1)
  const each = Math.floor((total - big) / others)
  let extra = total - big - each * others
  const sizes = new Map<number, number>()
  for (const c of centres) {
    if (c.id_centro_trabajo === largest?.id_centro_trabajo) sizes.set(c.id_centro_trabajo, big)
    else sizes.set(c.id_centro_trabajo, each + (extra-- > 0 ? 1 : 0))
  }
  return (id: number) => sizes.get(id) ?? each
}

export const planScalePositions = (nowMs: number, employees: ReadonlyArray<PlannedEmployee>, total = scalePositionCount) =>
  planPositionTrees({ today: mexicoIsoDay(nowMs), seed: 20_260_551, sizes: plan(total) }, employees)
