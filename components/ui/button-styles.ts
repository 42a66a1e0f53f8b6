// Button looks, for the <a> and <button> elements of sections, pages and islands.
type ButtonVariant = 'default' | 'outline' | 'ghost' | 'hero' | 'cta'
type ButtonSize = 'default' | 'lg' | 'icon'

const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:pointer-events-none disabled:opacity-60 [&_svg]:shrink-0'

const variants: Record<ButtonVariant, string> = {
  default: 'bg-brand-700 text-white hover:bg-brand-800',
  outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100',
  ghost: 'text-slate-800 hover:bg-slate-100',
  hero: 'bg-accent-500 text-slate-950 shadow-lg hover:bg-accent-400',
  cta: 'bg-gradient-to-r from-brand-700 to-brand-900 text-white shadow-md hover:from-brand-800 hover:to-brand-950',
}

const sizes: Record<ButtonSize, string> = {
  default: 'h-11 px-5',
  lg: 'h-12 px-7 text-base',
  icon: 'size-11',
}

export function buttonClasses(
  variant: ButtonVariant = 'default',
  size: ButtonSize = 'default',
  extra = '',
): string {
  return [base, variants[variant], sizes[size], extra].filter(Boolean).join(' ')
}
