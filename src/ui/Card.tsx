import { type ReactNode, useId } from "react"

export interface CardProps {
  readonly title: string
  readonly children: ReactNode
  /** Heading level inside the page outline. */
  readonly level?: 2 | 3
  readonly className?: string
}

/** A titled panel; an article named by its own heading, so it reads well out of context. */
export const Card = ({ title, children, level = 2, className = "" }: CardProps) => {
  const id = useId()
  const Heading = level === 2 ? "h2" : "h3"
  return (
    <article aria-labelledby={id} className={`rounded-lg border border-ink-200 bg-white p-4 shadow-sm ${className}`}>
      <Heading id={id} className="text-sm font-semibold text-ink-600">
        {title}
      </Heading>
      {children}
    </article>
  )
}
