import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps, type PressEvent } from 'react-aria-components';

export interface LinkProps extends Pick<
  AriaLinkProps,
  'target' | 'rel' | 'download' | 'aria-label' | 'aria-describedby' | 'id'
> {
  /** Where it leads: a path of the site ('/shop?brandId=2'), or a full address, mailto: or tel:. */
  href: string;
  /** The look comes from where it is used (a nav link, a button-like link, a link in a sentence). */
  className?: string;
  /** 'page' on the link to the page being shown (a menu's current entry). */
  'aria-current'?: 'page';
  /** Something to do as the link is followed (mark a notification read, close a popover). */
  onPress?: (event: PressEvent) => void;
  children: ReactNode;
}

/**
 * A real `<a href>` that the app's router follows. Fragments never import the router: the app hands
 * it to react-aria once (`RouterProvider` at its root), and a plain click on a link to a page of the
 * site then navigates in place, while a middle click, Ctrl/Cmd/Shift/Alt+click, a `target`, a
 * `download` or another origin behave as the browser decides. Under no RouterProvider it is an
 * ordinary link.
 */
export function Link(props: LinkProps) {
  return <AriaLink {...props} />;
}
