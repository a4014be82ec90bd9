/** The header's and the bottom bar's menu buttons control this element. */
export const APP_DRAWER_ID = 'app-drawer';

/** The header's and the bottom bar's search buttons control this element. */
export const SEARCH_DRAWER_ID = 'search-drawer';
