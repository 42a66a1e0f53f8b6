import type { CheckAnAdviserContent } from '../../content/check-an-adviser'
import type { site } from '../../content/site'
import { FactCard } from './FactCard'

interface OurPromisesProps {
  promises: CheckAnAdviserContent['promises']
  /** The firm's fee terms in its own words: owner details, each left off until filled in. */
  feeTerms: typeof site.feeTerms
}

/** What the firm will never do, and how it quotes and refunds its fee once it has written that down. */
export function OurPromises({ promises, feeTerms }: OurPromisesProps) {
  const terms = (['quote', 'refund'] as const).flatMap((term) => {
    const value = feeTerms[term]
    return value === null ? [] : [{ label: promises.feeTerms[term], value }]
  })
  return (
    <section className="container-page max-w-4xl py-16">
      <FactCard
        id={promises.id}
        visual={{ kind: 'icon', name: 'shield' }}
        title={promises.heading}
        description={promises.lead}
        facts={terms}
        factColumns="stacked-on-phones"
        lists={[promises.never]}
        action={{ ...promises.ask, variant: 'outline' }}
      />
    </section>
  )
}
