import { portalLinkTexts } from "./portal-request-link"
import { sampled } from "../records/field-extras"
import { integer } from "../records/field"

// The field a letter, a loan and an aid keep of the kiosk request they attend
// (domain/personal/portal-request-link.ts): sent by the create only, and only when the page was opened
// from Solicitudes del portal; answered by reads and exported, never changed.

export const portalRequestLink = () =>
  sampled(integer({ label: portalLinkTexts.etiqueta, min: 1, max: 2_147_483_647, addOnly: true, exported: true }), (fc) =>
    fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
  )
