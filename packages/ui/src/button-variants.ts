import { variants } from './variants.ts';

/**
 * The Button's classes, declared once; use it to style a link or any element like a button.
 *
 * @example
 * <a className={buttonVariants({ variant: 'primary', size: 'small' })} href="/home">Home</a>
 */
export const buttonVariants = variants(
  'pmc-button',
  {
    variant: {
      primary: 'pmc-button--primary',
      default: 'pmc-button--default',
      danger: 'pmc-button--danger',
      text: 'pmc-button--text',
      link: 'pmc-button--link',
    },
    // 'inherit' follows the nearest [data-size] root; the others pin the control to one size.
    size: {
      inherit: '',
      default: 'pmc-button--default-size',
      medium: 'pmc-button--medium',
      small: 'pmc-button--small',
      mini: 'pmc-button--mini',
    },
  },
  { variant: 'default', size: 'inherit' },
);

export type ButtonVariant = 'primary' | 'default' | 'danger' | 'text' | 'link';
export type ControlSize = 'default' | 'medium' | 'small' | 'mini';
