/**
 * A LIKE pattern matching text that contains these words literally: `%`, `_` and `\` typed by a
 * user are escaped, so use it with `escape '\'`.
 */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
