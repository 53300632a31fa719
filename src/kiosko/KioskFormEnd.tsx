import { kioskTexts } from "../../domain/kiosko/kiosko-vocabulary"
import { Button } from "../ui/Button"

// The end of a kiosk request form: the server's refusal, if any, and the send button.

export const KioskRefusal = ({ refusal }: { readonly refusal: string | null }) =>
  refusal === null ? null : (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 font-medium text-danger-700">
      {refusal}
    </p>
  )

export const KioskSubmit = ({ busy }: { readonly busy: boolean }) => (
  <div className="flex justify-end">
    <Button type="submit" aria-busy={busy} className="w-full sm:w-auto">
      {kioskTexts.enviarSolicitud}
    </Button>
  </div>
)
