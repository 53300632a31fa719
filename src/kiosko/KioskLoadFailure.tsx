import { kioskTexts } from "../../domain/kiosko/kiosko-vocabulary"
import { Button } from "../ui/Button"

/** A kiosk panel's failed read: the Spanish reason and "Reintentar". */
export const KioskLoadFailure = ({ message, onRetry }: { readonly message: string; readonly onRetry: () => void }) => (
  <div className="flex flex-col items-start gap-3">
    <p role="alert" className="text-danger-700">
      {message}
    </p>
    <Button onPress={onRetry}>{kioskTexts.reintentar}</Button>
  </div>
)
