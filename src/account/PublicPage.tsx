import type { ReactNode } from "react"

/**
 * The frame of the pages a signed-out user reaches besides the sign-in: one card, its h1.
 * `wide` is for a long form (a mailed survey): a wider card, less padding on a phone.
 */
export const PublicPage = ({ title, wide = false, children }: { readonly title: string; readonly wide?: boolean; readonly children: ReactNode }) => (
  <main className={wide ? "flex min-h-screen justify-center p-3 sm:p-6" : "flex min-h-screen items-center justify-center p-4"}>
    <div className={wide ? "w-full max-w-2xl rounded-xl bg-white p-4 shadow-lg sm:p-8" : "w-full max-w-md rounded-xl bg-white p-8 shadow-lg"}>
      <h1 className="mb-4 text-2xl font-bold text-ink-900">{title}</h1>
      {children}
    </div>
  </main>
)
