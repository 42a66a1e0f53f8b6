// The spec's EIR score bands (§9 "EIR score display"): 80 or more green, 70 to 79 yellow, below 70
// red. Their messages are copy (content/fix-resume.ts `eir.bands`): the caller passes them in.
export type BandTone = 'green' | 'yellow' | 'red'

/** Each band's message, by its colour. */
export type BandMessages = Record<BandTone, string>

export interface ScoreBand {
  tone: BandTone
  message: string
}

export function scoreBand(score: number, messages: BandMessages): ScoreBand {
  const tone: BandTone = score >= 80 ? 'green' : score >= 70 ? 'yellow' : 'red'
  return { tone, message: messages[tone] }
}
