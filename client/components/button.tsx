import type { ButtonHTMLAttributes, Ref } from 'react';
import { Link, type LinkProps } from './link.tsx';
import styles from './button.module.css';
import { cx } from './class-names.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface LookProps {
  /** primary: the one action of a block; secondary: outlined; ghost: text only; inverse: on dark */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** as wide as its container (phones: the main action of a form) */
  block?: boolean;
}

/** The classes of a button look, for the rare element that is neither <button> nor <Link>. */
export function buttonClassName(
  { variant = 'primary', size = 'md', block = false }: LookProps,
  className?: string,
): string {
  return cx(styles.button, styles[variant], styles[size], block && styles.block, className);
}

export type ButtonProps = LookProps &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    ref?: Ref<HTMLButtonElement>;
    /**
     * what it started is under way: it takes no click meanwhile, but keeps the focus that a
     * disabled button would drop to the page's start (WCAG 2.4.3)
     */
    pending?: boolean;
  };

/** A button (type="button" unless told otherwise, so that it never submits a form by accident). */
export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  pending = false,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block }, className)}
      aria-disabled={pending || undefined}
      onClick={(event) => {
        if (pending) event.preventDefault();
        else onClick?.(event);
      }}
      {...rest}
    />
  );
}

export type LinkButtonProps = LookProps & LinkProps;

/** A link that looks like a button: it goes somewhere, so it stays a link for assistive tech. */
export function LinkButton({ variant, size, block, className, ...rest }: LinkButtonProps) {
  return <Link className={buttonClassName({ variant, size, block }, className)} {...rest} />;
}
