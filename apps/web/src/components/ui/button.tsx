import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * `aria-disabled` is the way to say a button cannot run now while keeping it focusable, so it can
 * say why (issue 13): it looks disabled, and its handler checks for itself.
 */
const VARIANTS = {
  primary:
    'bg-brand-700 text-white shadow-sm hover:bg-brand-800 disabled:bg-brand-700/60 aria-disabled:bg-brand-700/60 aria-disabled:hover:bg-brand-700/60',
  secondary:
    'bg-slate-200 text-slate-900 hover:bg-slate-300 disabled:text-slate-600 aria-disabled:text-slate-600 aria-disabled:hover:bg-slate-200',
  outline:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 disabled:text-slate-600 aria-disabled:text-slate-600 aria-disabled:hover:bg-white',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  google: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-600',
} as const;

const SIZES = {
  md: 'h-10 px-4 text-sm',
  sm: 'h-8 px-3 text-sm',
  icon: 'h-8 w-8 justify-center',
} as const;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
};

export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors disabled:cursor-not-allowed aria-disabled:cursor-not-allowed',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  );
}
