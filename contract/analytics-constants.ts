// Plain values of the analytics contract, for the admin's pages as well as the server.

/** How many days a page's reads are shown for, beside it in the content editor. */
export const READS_DAYS = 30
