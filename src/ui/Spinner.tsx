/** A decorative spinner; whoever shows it also says in words what is going on. */
export const Spinner = ({ className = "h-6 w-6" }: { readonly className?: string }) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className={`animate-spin text-brand-700 ${className}`} fill="none">
    <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
    <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
  </svg>
)
