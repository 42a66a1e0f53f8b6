import type { IconName } from '../../content/types'
import { Card } from '../ui/Card'
import { Icon } from '../ui/Icon'

export interface Feature {
  title: string
  body: string
  icon: IconName
}

/** Cards of an icon, a title and a short text, in one to three columns. */
export function FeatureGrid({ features }: { features: readonly Feature[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {features.map((feature) => (
        <Card key={feature.title}>
          <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon name={feature.icon} />
          </span>
          <h3 className="mt-4 text-xl font-semibold text-slate-900">{feature.title}</h3>
          <p className="mt-2 text-slate-700">{feature.body}</p>
        </Card>
      ))}
    </div>
  )
}
