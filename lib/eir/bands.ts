// The spec's EIR score bands (§9 "EIR score display").
export type BandTone = 'green' | 'yellow' | 'red'

export interface ScoreBand {
  tone: BandTone
  message: string
}

export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return { tone: 'green', message: 'Excellent! Your resume is EIR-friendly.' }
  if (score >= 70) return { tone: 'yellow', message: 'Good! Some improvements recommended.' }
  return { tone: 'red', message: 'Needs improvement for better EIR compatibility.' }
}
