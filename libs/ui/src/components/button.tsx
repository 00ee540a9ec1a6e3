import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { classNames } from '../class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** The kit's button. `type` defaults to "button" so a button inside a form never submits it by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'md', className, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={classNames('eoa-button', `eoa-button--${variant}`, `eoa-button--${size}`, className)}
      {...rest}
    />
  );
});

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'aria-label'> {
  /** Accessible name: an icon alone says nothing to a screen reader. Also shown as the native title. */
  label: string;
  children: ReactNode;
}

/** A square button holding only an icon or glyph; `label` becomes its aria-label. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, variant = 'ghost', size = 'md', className, title, children, ...rest },
  ref,
) {
  return (
    <Button
      ref={ref}
      variant={variant}
      size={size}
      aria-label={label}
      title={title ?? label}
      className={classNames('eoa-icon-button', className)}
      {...rest}
    >
      <span aria-hidden="true" className="eoa-icon-button__glyph">
        {children}
      </span>
    </Button>
  );
});
