import type { ComponentProps } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'text';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** shows a spinner and blocks clicks */
  loading?: boolean;
}

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-700 disabled:bg-brand-200',
  secondary:
    'border border-brand text-brand bg-white hover:bg-brand-50 disabled:border-line disabled:text-ink-mute',
  text: 'text-brand hover:text-brand-700 disabled:text-ink-mute',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-7 px-3 text-xs',
  md: 'h-9 px-4 text-sm',
  lg: 'h-11 px-6 text-base',
};

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled,
  type = 'button',
  className = '',
  children,
  ...rest
}: ButtonProps) {
  const padding = variant === 'text' ? 'px-1' : '';
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`inline-flex items-center justify-center gap-1.5 rounded-md font-medium whitespace-nowrap transition-colors disabled:cursor-not-allowed ${SIZES[size]} ${VARIANTS[variant]} ${padding} ${className}`}
      {...rest}
    >
      {loading ? <Spinner size={14} label="" /> : null}
      {children}
    </button>
  );
}
