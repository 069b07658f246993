import { type RefObject, useEffect } from 'react';

/**
 * react-big-calendar's week and day views give their header an incomplete grid (column headers
 * outside rows, an all-day row without cells, aria-sort on spans) and scroll the hours without
 * keyboard access (axe: aria-required-parent/children, aria-allowed-attr,
 * scrollable-region-focusable; the agenda scrolls too). This mends the markup each time the calendar redraws.
 */
const SCROLLERS = [
  ['.rbc-time-content', 'Hours of the day'],
  ['.rbc-agenda-view', 'Agenda'],
] as const;

export function useCalendarA11y(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const mend = () => {
      // The header's grid roles are incomplete (and a month row holds its '+2 more' button among
      // the cells): as plain text the days and events read fine.
      for (const element of root.querySelectorAll(
        '.rbc-time-header [role], .rbc-time-header [aria-sort], .rbc-month-view, .rbc-month-view [role]',
      )) {
        element.removeAttribute('role');
        element.removeAttribute('aria-sort');
      }
      for (const [selector, label] of SCROLLERS) {
        for (const scroller of root.querySelectorAll<HTMLElement>(selector)) {
          if (scroller.hasAttribute('tabindex')) continue;
          scroller.tabIndex = 0;
          scroller.setAttribute('aria-label', label);
        }
      }
    };
    mend();
    const observer = new MutationObserver(mend);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container]);
}
