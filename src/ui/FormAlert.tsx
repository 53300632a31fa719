/**
 * What the server said of a form as a whole (a rule broken, a record in use), above its fields:
 * it stays there, with what was typed, until the user changes something.
 */
export const FormAlert = ({ message }: { readonly message: string | null }) =>
  message === null || message === "" ? null : (
    // Focusable by script only: an invalid submit with no field to blame brings the focus here.
    <p role="alert" tabIndex={-1} className="rounded-md border-l-4 border-[#8a5a00] bg-[#fff7e6] px-3 py-2 text-ink-900">
      {message}
    </p>
  )
