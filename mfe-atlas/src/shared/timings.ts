/** The quest correction's confirmation closes the dialog after 3 seconds (spec 2 §4, §9). */
export const SUCCESS_CLOSE_MS = 3000;
