/**
 * Folds text for accent- and case-insensitive search: "São José" → "sao jose". The server
 * folds columns the same way in SQL (translate), so both sides agree without extensions.
 */
export function foldText(value: string): string {
  return value
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}

// The accented letters Portuguese (and neighbours) use, and what they fold to.
// Capitals are listed too, so the fold does not depend on lower() knowing the database locale.
export const FOLD_FROM = "áàâãäåéèêëíìîïóòôõöúùûüçñýÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ";
export const FOLD_TO = "aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucny";
