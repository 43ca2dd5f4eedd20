/**
 * The sync worker says on this channel that its search index changed (rows were added,
 * changed or dropped), so that a page showing search answers asks again; every tab hears it.
 */
export const SEARCH_CHANGED_CHANNEL = 'portal-search';
