/** A '1'/'0' flag as a check or cross mark, read as Sí / No (SPEC 2.10, 2.12). */
export const FlagMark = ({ value }: { readonly value: string }) =>
  value === "1" ? (
    <span className="font-bold text-success-700">
      <span aria-hidden="true">✓</span>
      <span className="sr-only">Sí</span>
    </span>
  ) : (
    <span className="font-bold text-danger-700">
      <span aria-hidden="true">✗</span>
      <span className="sr-only">No</span>
    </span>
  )
