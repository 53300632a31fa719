import { messages } from "../../domain/messages"
import { commonPasswords } from "./common-passwords"

// Passwords of system and kiosk users: at least 12 characters (NIST SP 800-63B), not one of the
// bundled common passwords, not one character repeated, and not the user name itself.

export const minPasswordLength = 12

/** The Spanish reason a password is refused, or null when it is acceptable. */
export const passwordProblem = (password: string, userName: string): string | null => {
  if ([...password].length < minPasswordLength) return messages.contrasenaCorta
  const lower = password.toLowerCase()
  if (commonPasswords.has(lower) || /^(.)\1+$/.test(password) || lower === userName.trim().toLowerCase()) {
    return messages.contrasenaComun
  }
  return null
}
