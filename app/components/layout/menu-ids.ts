/** The menu popover, and the header button that opens it (focus returns there when it closes). */
export const MENU_ID = 'site-menu'
export const MENU_TOGGLE_ID = 'site-menu-toggle'
