import { E2E } from './constants';

/** The generator home page, exactly. */
export const HOME = `${E2E.appUrl}/`;
