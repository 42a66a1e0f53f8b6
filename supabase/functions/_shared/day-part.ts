// A time of day as Hindi and Marathi readers say it: the part of the day first ("सुबह 10:00",
// "सकाळी 10:00"), from Intl's own parts.
import type { FormLanguage } from './languages.ts'

/**
 * Marathi names the part of the day a time falls in by its locative ("सकाळी 10:00", at ten in the
 * morning); Intl gives CLDR's nominative ("सकाळ 10:00", the morning), which reads as a label, not a time.
 */
const marathiAtPart: Readonly<Record<string, string>> = {
  सकाळ: 'सकाळी',
  दुपार: 'दुपारी',
  संध्याकाळ: 'संध्याकाळी',
  रात्र: 'रात्री',
  पहाट: 'पहाटे',
  // CLDR's noon; a Pune reader says "दुपारी 12:00".
  मध्यान्ह: 'दुपारी',
}

/** `format` (hour, minute, dayPeriod) applied to `instant`, Marathi's part of the day in the locative. */
export const timeOfDay = (
  format: Intl.DateTimeFormat,
  instant: Date | number,
  language: FormLanguage,
): string =>
  format
    .formatToParts(instant)
    .map(({ type, value }) =>
      type === 'dayPeriod' && language === 'mr' ? (marathiAtPart[value] ?? value) : value,
    )
    .join('')
