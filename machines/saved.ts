// What a save of a hand-made page came to (a department moved, a profile's modules, a role's
// centres, a position duplicated): its success message for the toast, or the server's refusal
// to show in place. One type, so the pages' actors and machines speak of saves alike.

export type Saved = { readonly kind: "saved"; readonly message: string } | { readonly kind: "refused"; readonly message: string }
