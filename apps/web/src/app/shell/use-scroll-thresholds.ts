import useScrollTrigger from '@mui/material/useScrollTrigger';
import {
  SCROLL_DARKEN_PX,
  SCROLL_FIXED_MENU_PX,
  SCROLL_TITLE_PX,
} from '@quadro/contract/ui-constants';

/** Spec §2: the top bar darkens at 30px, shows the title at 40px, the menu bar is fixed at 64px. */
export function useScrollThresholds() {
  return {
    darkened: useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_DARKEN_PX }),
    showTitle: useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_TITLE_PX }),
    menuFixed: useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_FIXED_MENU_PX }),
  };
}
