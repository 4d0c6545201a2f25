import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';
import { cx } from './cx';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** solid: Bulletin red; outline and ghost: grey. */
  variant?: 'solid' | 'outline' | 'ghost';
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** onDark: on the dark top strip or overlay; danger: in an error box. */
  tone?: 'onDark' | 'danger';
  /** A square button with only an icon (give it an aria-label). */
  icon?: boolean;
  /** Busy: disabled, with a spinner and `loadingText` (or the spinner over the label). */
  loading?: boolean;
  loadingText?: string;
};

/** A button in the design of Chakra's (the newsroom's), without a run-time style system. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'solid', size = 'md', tone, icon, loading = false, loadingText, className, children, disabled, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cx(styles.button, styles[size], styles[variant], tone && styles[tone], icon && styles.icon, className)}
      disabled={disabled || loading}
      data-loading={loading ? '' : undefined}
      {...rest}
    >
      {loading ? (
        <>
          {loadingText === undefined ? (
            <>
              <span className={styles.spinnerOver} aria-hidden="true">
                <span className={styles.spinner} />
              </span>
              <span className={styles.hiddenLabel}>{children}</span>
            </>
          ) : (
            <>
              <span className={styles.spinner} aria-hidden="true" />
              {loadingText}
            </>
          )}
        </>
      ) : (
        children
      )}
    </button>
  );
});
