import { messages } from "../../domain/messages"

/** Shown when the employee has no photo. */
export const DefaultAvatar = () => (
  <svg role="img" aria-label={messages.avatarPredeterminado} viewBox="0 0 96 96" className="h-24 w-24 rounded-full bg-ink-100">
    <circle cx="48" cy="36" r="18" fill="#5f6b7d" />
    <path d="M14 88c4-20 18-30 34-30s30 10 34 30z" fill="#5f6b7d" />
  </svg>
)
