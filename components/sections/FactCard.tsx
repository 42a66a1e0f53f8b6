import type { FlagCode, IconName } from '../../content/types'
import { Badge } from '../ui/Badge'
import { buttonClasses } from '../ui/button-styles'
import { Card } from '../ui/Card'
import { Disclosure } from '../ui/Disclosure'
import { Fact } from '../ui/Fact'
import { FactList } from '../ui/FactList'
import { Flag } from '../ui/Flag'
import { Icon } from '../ui/Icon'

/** What leads the card: an icon beside title and description, a flag beside the title, or a badge above. */
type FactCardVisual =
  | { kind: 'icon'; name: IconName }
  | { kind: 'flag'; code: FlagCode }
  | { kind: 'badge'; text: string }

/** A ticked list under a small heading; `more` is a closing line such as "...and 3 more". */
interface FactCardList {
  heading: string
  items: readonly string[]
  more?: string
}

/** A column of a two-column row: one list, or several stacked. */
type FactCardColumn = FactCardList | readonly FactCardList[]

/** A row of lists: one list across the card, or two columns side by side from the small breakpoint. */
type FactCardListRow = FactCardList | { columns: readonly [FactCardColumn, FactCardColumn] }

interface FactCardProps {
  id?: string
  /** 'compact' suits a three-column grid: a smaller title and description, tighter spacing. */
  size?: 'regular' | 'compact'
  visual: FactCardVisual
  title: string
  description: string
  /** Labelled values in a panel; none, no panel (an owner detail not yet filled in). */
  facts: readonly { label: string; value: string }[]
  /** Facts in two columns always ('pairs') or only from the small breakpoint ('stacked-on-phones'). */
  factColumns?: 'pairs' | 'stacked-on-phones'
  lists: readonly FactCardListRow[]
  action: {
    href: string
    label: string
    /** Read by screen readers after the label (": <context>"), so the link makes sense on its own. */
    context?: string
    variant: 'default' | 'outline'
    /** A long label wraps instead of overflowing, and the card may narrow below its content's width. */
    wrap?: boolean
  }
  /** A second way on, beside the action: a calculator for the visa or country. */
  /** The country's own tools (a calculator, the draws), beside the main action. */
  tools?: readonly { href: string; label: string }[]
  /** A line under the facts that must not be missed, such as a route that is closed to new applicants. */
  notice?: string
  /** What a visitor reads on demand, folded under a summary after the lists: long text and lists. */
  fold?: { summary: string; text: string; lists: readonly FactCardList[] }
}

const isList = (row: FactCardListRow | FactCardColumn): row is FactCardList => 'heading' in row

function Column({ column }: { column: FactCardColumn }) {
  if (isList(column)) return <FactList {...column} />
  return (
    <div className="space-y-5">
      {column.map((list) => (
        <FactList key={list.heading} {...list} />
      ))}
    </div>
  )
}

function Heading({
  visual,
  title,
  description,
  compact,
}: Pick<FactCardProps, 'visual' | 'title' | 'description'> & { compact: boolean }) {
  const size = compact ? 'text-xl' : 'text-2xl'
  switch (visual.kind) {
    case 'icon':
      // The icon sits in line with the title, not beside the description: on a phone a column beside
      // the icon would squeeze the text to a few words a line.
      return (
        <div>
          <div className="flex items-center gap-3">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon name={visual.name} />
            </span>
            <h2 className={`${size} font-bold text-slate-900`}>{title}</h2>
          </div>
          <p className="mt-3 text-slate-700">{description}</p>
        </div>
      )
    case 'flag':
      return (
        <>
          <div className="flex items-center gap-4">
            <Flag code={visual.code} />
            <h2 className={`${size} font-bold text-slate-900`}>{title}</h2>
          </div>
          <p className={compact ? 'text-sm text-slate-700' : 'text-slate-700'}>{description}</p>
        </>
      )
    case 'badge':
      return (
        <div>
          <Badge>{visual.text}</Badge>
          <h2 className={`mt-3 ${size} font-bold text-slate-900`}>{title}</h2>
          <p className="mt-2 text-slate-700">{description}</p>
        </div>
      )
  }
}

/**
 * A card of facts about one visa, country or programme: a leading visual, the title and description,
 * a panel of labelled facts, ticked lists, and a link to act on it.
 */
export function FactCard({
  id,
  size = 'regular',
  visual,
  title,
  description,
  facts,
  factColumns = 'pairs',
  lists,
  action,
  tools,
  notice,
  fold,
}: FactCardProps) {
  const compact = size === 'compact'
  const cardClasses = ['flex', action.wrap && 'min-w-0', 'flex-col', compact ? 'gap-4' : 'gap-5']
  const actionClasses = action.wrap
    ? 'mt-auto h-auto min-h-11 self-start whitespace-normal py-2 text-center'
    : 'mt-auto self-start'
  const link = (
    <a
      href={action.href}
      className={buttonClasses(
        action.variant,
        'default',
        tools ? 'h-auto min-h-11 whitespace-normal py-2 text-center' : actionClasses,
      )}
    >
      {action.label}
      {action.context && <span className="sr-only">{`: ${action.context}`}</span>}
    </a>
  )
  return (
    <Card id={id} className={cardClasses.filter(Boolean).join(' ')}>
      <Heading visual={visual} title={title} description={description} compact={compact} />
      {facts.length > 0 && (
        <dl
          className={
            factColumns === 'pairs'
              ? 'grid grid-cols-2 gap-4 rounded-lg bg-slate-50 p-4'
              : 'grid gap-4 rounded-lg bg-slate-50 p-4 sm:grid-cols-2'
          }
        >
          {facts.map((fact) => (
            <Fact key={fact.label} {...fact} />
          ))}
        </dl>
      )}
      {notice && (
        <p className="rounded-lg bg-accent-100 p-3 text-sm text-slate-900 ring-1 ring-accent-400">{notice}</p>
      )}
      {lists.map((row) =>
        isList(row) ? (
          <FactList key={row.heading} {...row} />
        ) : (
          <div key={row.columns.map(headingsOf).join()} className="grid gap-5 sm:grid-cols-2">
            <Column column={row.columns[0]} />
            <Column column={row.columns[1]} />
          </div>
        ),
      )}
      {fold && (
        <Disclosure summary={fold.summary} context={title}>
          <p className="text-slate-700">{fold.text}</p>
          {fold.lists.map((list) => (
            <FactList key={list.heading} {...list} />
          ))}
        </Disclosure>
      )}
      {tools ? (
        <div className="mt-auto flex flex-wrap gap-3">
          {link}
          {tools.map((tool) => (
            <a
              key={tool.href}
              href={tool.href}
              className={buttonClasses(
                'outline',
                'default',
                'h-auto min-h-11 whitespace-normal py-2 text-center',
              )}
            >
              {tool.label}
            </a>
          ))}
        </div>
      ) : (
        link
      )}
    </Card>
  )
}

const headingsOf = (column: FactCardColumn): string =>
  isList(column) ? column.heading : column.map((list) => list.heading).join()
