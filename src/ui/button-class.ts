// The product's button looks, apart from the component so a screen that renders a plain
// <button> (the sign-in screen, which loads no react-aria) looks the same.

const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 pressed:bg-brand-900 disabled:bg-ink-300 disabled:text-ink-700",
  secondary: "bg-white text-brand-700 border border-brand-700 hover:bg-brand-50 disabled:text-ink-500 disabled:border-ink-300",
  ghost: "bg-transparent text-ink-700 hover:bg-ink-100 disabled:text-ink-500",
} as const

export type ButtonVariant = keyof typeof variants

/** One of three looks, the shared focus ring, disabled when told. */
export const buttonClass = (variant: ButtonVariant, extra = ""): string =>
  `inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${variants[variant]} ${extra}`
