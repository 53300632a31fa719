/** The show/hide password icon: an open eye, crossed out when the password is shown. Plain SVG,
 * so the sign-in screen's fields use it without react-aria. */
export const EyeIcon = ({ open }: { readonly open: boolean }) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {open ? null : <path d="M4 4l16 16" />}
  </svg>
)
