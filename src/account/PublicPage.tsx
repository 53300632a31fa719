import type { ReactNode } from "react"

/** The frame of the pages a signed-out user reaches besides the sign-in: one card, its h1. */
export const PublicPage = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => (
  <main className="flex min-h-screen items-center justify-center p-4">
    <div className="w-full max-w-md rounded-xl bg-white p-8 shadow-lg">
      <h1 className="mb-4 text-2xl font-bold text-ink-900">{title}</h1>
      {children}
    </div>
  </main>
)
