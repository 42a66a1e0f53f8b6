// A limit read from the environment, for the functions and the local backend. Unset, it takes its
// default; set, it must be a whole number above 0, or the process refuses to start and names the
// variable: Number('') is 0 and Number('ten') is NaN, and a limiter given either would let everything
// through without a word.

export function limitSetting(variable: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback
  const value = Number(raw.trim())
  if (raw.trim() === '' || !Number.isInteger(value) || value <= 0) {
    throw new Error(`${variable} must be a whole number above 0, not "${raw}"`)
  }
  return value
}
