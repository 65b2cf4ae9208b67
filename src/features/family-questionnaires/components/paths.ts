/** Where a guardian finds what they were asked. */
export const LIST_PATH = '/questionnaires/answer';
