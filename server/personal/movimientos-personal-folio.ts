import { nextSerialKey } from "../records/serial-key"

/** The next movement folio: server/records/serial-key.ts, under the name movements and altas import. */
export const nextMovementFolio = nextSerialKey("movimientos_personal")
