import { oneMonthAfter } from "../dates"

// LFT art. 517-I: the employer's power to discipline or dismiss a worker expires one month after
// it learned of the facts (an acta administrativa now, a rescission's finiquito later).

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether a sanction dated `sanctioned` comes after the month that began when the facts were `known`. */
export const pastPrescription = (known: string, sanctioned: string): boolean => isoPattern.test(known) && isoPattern.test(sanctioned) && sanctioned > oneMonthAfter(known)
