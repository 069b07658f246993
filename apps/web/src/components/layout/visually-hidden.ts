/**
 * Hidden from sight, still read by screen readers (and reachable by Tab when focusable). Sizes in
 * px: MUI's sx reads a bare 1 as 100 %, which stretched the page under an absolute element.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
