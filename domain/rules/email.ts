/** The e-mail pattern of user names and e-mail fields: something@domain.suffix, a 2 to 10 letter suffix. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,10}$/
