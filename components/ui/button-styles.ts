// Button looks, shared by <Button> and by islands that style their own <button> or <a>.
export type ButtonVariant =
  | 'default'
  | 'destructive'
  | 'outline'
  | 'secondary'
  | 'ghost'
  | 'link'
  | 'hero'
  | 'cta'
  | 'space'
export type ButtonSize = 'default' | 'sm' | 'lg' | 'icon'

const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:pointer-events-none disabled:opacity-60 [&_svg]:shrink-0'

const variants: Record<ButtonVariant, string> = {
  default: 'bg-brand-700 text-white hover:bg-brand-800',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
  outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100',
  secondary: 'bg-slate-100 text-slate-900 hover:bg-slate-200',
  ghost: 'text-slate-800 hover:bg-slate-100',
  link: 'text-brand-700 underline-offset-4 hover:underline',
  hero: 'bg-accent-500 text-slate-950 shadow-lg hover:bg-accent-400',
  cta: 'bg-gradient-to-r from-brand-700 to-brand-900 text-white shadow-md hover:from-brand-800 hover:to-brand-950',
  space: 'bg-slate-950 text-white ring-1 ring-white/20 hover:bg-slate-800',
}

const sizes: Record<ButtonSize, string> = {
  default: 'h-11 px-5',
  sm: 'h-9 px-3',
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
