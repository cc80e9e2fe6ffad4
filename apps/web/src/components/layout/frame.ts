/**
 * The one page frame (issue 13, docs/design.md): every page's content, the navigation bar and the
 * banner start at the same x and share one maximum width.
 */
export const FRAME = 'mx-auto w-full max-w-6xl px-4 sm:px-6';

/** A page's content inside the frame, with the same top and bottom space everywhere. */
export const PAGE = `${FRAME} py-6 sm:py-8`;
