import { isoDate } from "../dates"
import { seedPositionTrees } from "./seed-positions"

// The demo company's positions (DOMAIN-MX 3.7): in every work centre a tree of four levels on its
// department tree, a seat for each active person, about a tenth vacant, and history (a position
// ended last year, one created this year, seats whose occupant changed). Runs after the puestos
// and the people exist; deterministic for a given day.

export const seedDemoPositions = (nowMs: number) =>
  seedPositionTrees({ today: isoDate(new Date(nowMs)), seed: 20_260_550, sizes: () => () => "employees" })
